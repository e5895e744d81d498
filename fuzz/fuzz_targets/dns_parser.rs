//! The DNS example's parser on fuzzed bytes: as a whole capture file, and
//! as one frame of each link type it reads. Its promise is that nothing
//! panics, whatever the bytes; every error and every result must also be
//! printable.
#![no_main]

#[path = "../../examples/dns/parse.rs"]
mod parse;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    match parse::tally(data) {
        Ok(totals) => assert!(!format!("{totals:?}").is_empty()),
        Err(error) => assert!(!error.to_string().is_empty()),
    }
    for link_type in [parse::LinkType::Ethernet, parse::LinkType::RawIp, parse::LinkType::LinuxCooked] {
        match parse::parse_frame(link_type, data) {
            Ok(packet) => assert!(!format!("{packet:?}").is_empty()),
            Err(malformed) => assert!(!malformed.to_string().is_empty()),
        }
    }
});

//! The picture in the README: the IPv4 header of RFC 791 (without
//! options), described by `#[derive(transmutable::Layout)]` and drawn by
//! transmutable, as text and as SVG.
//!
//! Run with `cargo run --example diagram` (or `scripts/pictures.sh`): it
//! prints the table and the boxes, writes `docs/pictures/ipv4-header.svg`,
//! and draws the boxes into the README.
//! `tests/pictures_readme.rs` fails when the checked-in picture, or the
//! boxes in the README, differ from what this draws.

use transmutable::byteorder::big_endian::U16;
use transmutable::Layout;

/// The IPv4 header, fields in network byte order.
#[derive(Layout)]
#[repr(C)]
pub struct Ipv4Header {
    pub version_ihl: VersionIhl,
    pub dscp_ecn: u8,
    pub total_length: U16,
    pub identification: U16,
    pub flags_fragment: FlagsFragment,
    pub ttl: u8,
    pub protocol: u8,
    pub checksum: U16,
    pub source: [u8; 4],
    pub destination: [u8; 4],
}

/// Byte 0: the version in the top four bits, the header's length in
/// 4-byte words in the low four.
#[transmutable::bits(order = network)]
pub struct VersionIhl {
    #[bits(4)]
    pub version: u8,
    #[bits(4)]
    pub ihl: u8,
}

/// Bytes 6 and 7: three flags, then the fragment's offset in 8-byte units.
#[transmutable::bits(order = network)]
pub struct FlagsFragment {
    #[bits(3)]
    pub flags: u8,
    #[bits(13)]
    pub fragment_offset: u16,
}

/// Where the SVG picture is checked in, from the repository's root.
pub const SVG_PATH: &str = "docs/pictures/ipv4-header.svg";

/// The README's box diagram lies between these lines.
pub const README_START: &str = "<!-- pictures: the boxes of examples/diagram.rs -->\n```text\n";
/// See [`README_START`].
pub const README_END: &str = "```\n<!-- /pictures -->";

/// The SVG picture of the header.
pub fn svg() -> String {
    transmutable::layout::<Ipv4Header>().to_svg()
}

/// The box diagram of the header, as the README shows it.
pub fn boxes() -> String {
    format!("{:#}", transmutable::layout::<Ipv4Header>())
}

/// `readme` with its box diagram drawn anew, or `None` if it has no place
/// for one.
pub fn with_boxes(readme: &str) -> Option<String> {
    let start = readme.find(README_START)? + README_START.len();
    let end = start + readme[start..].find(README_END)?;
    Some(format!("{}{}{}", &readme[..start], boxes(), &readme[end..]))
}

#[allow(dead_code)] // The test includes this file for `svg` and `boxes` alone.
fn main() -> std::io::Result<()> {
    let picture = transmutable::layout::<Ipv4Header>();
    println!("{picture}\n{picture:#}");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = root.join(SVG_PATH);
    std::fs::create_dir_all(path.parent().expect("the path has a folder"))?;
    std::fs::write(&path, svg())?;
    println!("wrote {}", path.display());
    let readme = root.join("README.md");
    let text = std::fs::read_to_string(&readme)?;
    let drawn = with_boxes(&text).expect("the README has a place for the boxes");
    if drawn != text {
        std::fs::write(&readme, drawn)?;
        println!("wrote the boxes into {}", readme.display());
    }
    Ok(())
}

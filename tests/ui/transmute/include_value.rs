// A file is a value only of a type exactly as long, and only if every
// byte string of that length is one.

fn main() {
    let _: u64 = transmutable::include_value!("../../fixture/four_bytes");
    let _: [bool; 4] = transmutable::include_value!("../../fixture/four_bytes");
}

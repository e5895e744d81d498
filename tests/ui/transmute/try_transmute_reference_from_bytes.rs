// `try_transmute` checks bytes, never a pointer: a reference of the
// destination must be one of the source's, at the same place, whatever the
// bytes hold (`try_transmute_lifetimes.rs`).

fn from_bytes(address: usize) -> Option<&'static u8> {
    transmutable::try_transmute(address).ok()
}

fn main() {
    let _ = from_bytes(0);
}

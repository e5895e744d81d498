// What `try_transmute_ref` and `try_transmute_mut` refuse at compile time:
// what a run-time check of the referent's bytes cannot see.

use core::cell::Cell;

fn grows(bytes: &[u8; 2]) -> Option<&[u8; 4]> {
    transmutable::try_transmute_ref(bytes).ok()
}

fn more_aligned(bytes: &[u8; 4]) -> Option<&u32> {
    transmutable::try_transmute_ref(bytes).ok()
}

fn cell(byte: &Cell<u8>) -> Option<&bool> {
    transmutable::try_transmute_ref(byte).ok()
}

fn pointer(address: &usize) -> Option<&&u8> {
    transmutable::try_transmute_ref(address).ok()
}

fn written_back(flag: &mut bool) -> Option<&mut u8> {
    transmutable::try_transmute_mut(flag).ok()
}

fn main() {
    let _ = grows(&[0; 2]);
    let _ = more_aligned(&[0; 4]);
    let _ = cell(&Cell::new(1));
    let _ = pointer(&0);
    let _ = written_back(&mut true);
}

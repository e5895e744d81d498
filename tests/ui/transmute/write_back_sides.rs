// What a `&mut` view or a cell writes back is explained with the sides it
// is found on: the new type's value, written into the old one.

use core::cell::Cell;

use transmutable::Layout;

#[derive(Layout)]
#[repr(u8)]
pub enum Event {
    Stop = 0,
    Move(u8) = 1,
}

fn main() {
    // `Event::Stop` leaves byte 1 uninitialized, and a `&mut Event` may
    // write it back into the buffer.
    let mut buffer = [1u8, 7];
    let _ = transmutable::try_mut_from_bytes::<Event>(&mut buffer[..]);

    // A `Cell<u8>` may be set to 2, which the `Cell<bool>` cannot hold.
    let flags = [Cell::new(true)];
    let _: &[Cell<u8>] = transmutable::cast_slice(&flags[..]);
}

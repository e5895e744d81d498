// Checked at run time, an enum's tag is read whole before the variant it
// names: every byte of it must be initialized in every source value, even
// where it is no tag of the destination. `Short::A`, whose tag 2 is none
// of `Wide`'s, leaves byte 1 as padding, where `Wide`'s two-byte tag
// lies (`B`, under tag 1, holds a byte there). And through `&mut`, a tag
// written back keeps the bytes after it, which must then be valid under
// the new tag: `0` written over `Mixed::On(5)` is an `Off(5)`.

use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Short {
    A = 2,
    B(u8, u16) = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(u16)]
pub enum Wide {
    X = 0,
    Y(u8) = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Mixed {
    Off(bool) = 0,
    On(u8) = 1,
}

#[derive(Layout, Clone, Copy)]
#[repr(u8)]
pub enum Bit {
    Zero = 0,
    One = 1,
}

fn main() {
    let _ = transmutable::try_transmute::<Short, Wide>(Short::A);
    let _ = transmutable::try_transmute_mut::<Mixed, Bit>(&mut Mixed::On(5));
}

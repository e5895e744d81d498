// The same nested bytes on both sides are not moved over at once where the
// destination is checked at run time: the validator reads a union as one
// of its fields, and `Pair` written through `byte` leaves byte 1
// uninitialized, which the reading of `short` reads where `flag` fails. A
// `Pair` into a `Pair` holds by itself; after it, a `u8` is no `bool`, so
// only a check at run time could take `Source`, and it would read byte 1.

use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagShortOrByte {
    pub flag: bool,
    pub short: u16,
    pub byte: u8,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Pair(pub FlagShortOrByte, pub FlagShortOrByte);

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Source(pub Pair, pub u8, pub u8);

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct Destination(pub Pair, pub bool, pub u8);

fn check(value: Source) -> Option<Destination> {
    transmutable::try_transmute::<Source, Destination>(value).ok()
}

fn main() {
    let byte = FlagShortOrByte { byte: 5 };
    let _ = check(Source(Pair(byte, byte), 1, 1));
}

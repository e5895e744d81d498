// Byte views refuse, at compile time, what no run-time check could make
// sound.

#[derive(transmutable::Layout, Clone, Copy)]
#[repr(u8)]
pub enum Either {
    Byte(u8) = 1,
    Nothing = 0,
}

#[derive(transmutable::Layout, Clone, Copy)]
#[repr(u8)]
pub enum Flagged {
    Flag(bool) = 0,
    Nothing = 1,
}

#[derive(transmutable::Layout, Clone, Copy)]
#[repr(C)]
pub union Pair {
    pub flags: (bool, bool),
    pub half: (bool, core::mem::MaybeUninit<u8>),
}

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Padded {
    pub flag: u8,
    pub value: u16,
}

fn main() {
    // Not every byte is a `bool`: the checking variant is needed.
    let _ = transmutable::ref_from_bytes::<bool>(&[1u8][..]);
    // Padding holds no byte to show.
    let _ = transmutable::as_bytes(&Padded { flag: 1, value: 2 });
    // All zeros is not a `NonZeroU8`.
    let _: core::num::NonZeroU8 = transmutable::zeroed();
    // Byte 1 of `(u8, u16)` is padding: a validator would read nothing.
    let _ = transmutable::try_transmute::<(u8, u16), u32>((1, 2));
    // Bytes need not be UTF-8.
    let _ = transmutable::ref_from_bytes::<str>(&b"text"[..]);
    // Behind a shared reference, bytes are not inside an `UnsafeCell`.
    let _ = transmutable::try_ref_from_bytes::<core::cell::Cell<u8>>(&[1u8][..]);
    // `Either::Nothing` leaves byte 1 uninitialized, and its tag 0 sends the
    // validator into `Flagged::Flag`, which reads byte 1.
    let _ = transmutable::try_transmute::<Either, Flagged>(Either::Nothing);
    // Not every source is a `Pair` (byte 0 may hold 2), so the validator
    // reads it, and it may read either field of the union: both must be
    // initialized bytes in the source.
    let _ = transmutable::try_transmute::<(u8, core::mem::MaybeUninit<u8>), Pair>((1, core::mem::MaybeUninit::uninit()));
    // A sized type has no tail elements to count.
    let _ = transmutable::ref_from_prefix_with_elems::<u16>(&[1u8, 2][..], 1);
    // Counting elements changes nothing of the rules: `[bool]` needs checks.
    let _ = transmutable::mut_from_prefix_with_elems::<[bool]>(&mut [1u8, 2][..], 1);
}

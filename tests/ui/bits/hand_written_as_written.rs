// A `BitFields` impl written by hand cannot claim that its fields' types
// were read from their tokens, as `#[transmutable::bits]` reads them: a
// field written through an alias (which may mean another type on another
// target) would then pass for a field written as what the compiler
// described, and the record would count as portable. Only an `unsafe impl`
// of the trait the attribute implements beside `BitFields` vouches for them.

use transmutable::bit_fields::{BitField, BitFields, BitOrder, Bits};

/// No check at all, which no field as written would leave.
pub struct Empty(Bits<Empty, 1>);

impl BitFields for Empty {
    const ORDER: BitOrder = BitOrder::LittleEndian;
    const FIELDS: &'static [BitField] = &[BitField::new::<u8>("byte", 8)];
    const WRITTEN: Option<&'static [transmutable::__private::Check]> = Some(&[]);
}

/// The checks of an impl that does not exist.
pub struct Forged(Bits<Forged, 1>);

impl BitFields for Forged {
    const ORDER: BitOrder = BitOrder::LittleEndian;
    const FIELDS: &'static [BitField] = &[BitField::new::<u8>("byte", 8)];
    const WRITTEN: Option<transmutable::__private::AsWritten<Self>> = Some(transmutable::__private::AsWritten::of());
}

fn main() {}

// A destination union checked at run time is read as one of its fields, by a
// validator that reads every byte a field constrains: where one field may
// leave a byte uninitialized that another reads, the union is not checked
// (KNOWN_DIFFERENCES.md, "Unions into unions"). Into itself it needs no
// check: every value is one of its values, and nothing is read.

use transmutable::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union ByteOrShort {
    pub byte: u8,
    pub short: u16,
}

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union FlagOrShort {
    pub flag: bool,
    pub short: u16,
}

fn check(value: ByteOrShort) -> Option<FlagOrShort> {
    transmutable::try_transmute::<ByteOrShort, FlagOrShort>(value).ok()
}

fn same(value: ByteOrShort) -> Option<ByteOrShort> {
    transmutable::try_transmute::<ByteOrShort, ByteOrShort>(value).ok()
}

fn main() {
    let _: fn(ByteOrShort) -> Option<FlagOrShort> = check;
    let _: fn(ByteOrShort) -> Option<ByteOrShort> = same;
}

// A destination union checked at run time is read as one of its fields, by a
// validator that reads every byte a field constrains: where one field may
// leave a byte uninitialized that another reads, the union is not checked
// even against itself (KNOWN_DIFFERENCES.md, "Unions into unions").

use goggles::Layout;

#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union ByteOrShort {
    pub byte: u8,
    pub short: u16,
}

fn check(value: ByteOrShort) -> Option<ByteOrShort> {
    goggles::try_transmute::<ByteOrShort, ByteOrShort>(value).ok()
}

fn main() {
    let _: fn(ByteOrShort) -> Option<ByteOrShort> = check;
}

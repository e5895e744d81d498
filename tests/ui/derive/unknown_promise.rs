// The promises no check can see are spelled inside `unsafe(...)`; any
// other word there, or a promise written without it, is refused with the
// spelling to use.
#[derive(transmutable::Layout)]
#[repr(C)]
#[transmutable(unsafe(portable))]
pub struct Inside {
    pub value: u32,
}

#[derive(transmutable::Zeroable)]
#[repr(C)]
#[transmutable(zeroable)]
pub struct Without {
    value: u32,
}

fn main() {}

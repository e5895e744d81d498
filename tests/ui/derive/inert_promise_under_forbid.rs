// `#[transmutable(unsafe(inert(..)))]` is a promise no check can see:
// `#![forbid(unsafe_code)]` refuses it, at its `unsafe`.

#![forbid(unsafe_code)]

#[derive(transmutable::Layout, bytemuck::TransparentWrapper)]
#[repr(transparent)]
#[transmutable(unsafe(inert(transparent)))]
#[transparent(u32)]
pub struct Wrapped(u32);

fn main() {}

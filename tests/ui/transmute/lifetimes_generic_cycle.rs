// Generic types that refer to each other are a cycle the trait solver does
// not resolve: each one's `Lifetime` impl asks for the other's (error
// E0275). Types without parameters recurse in any shape; these need
// `Assume::LIFETIMES` with a `_assuming` function.

use transmutable::Layout;

#[derive(Layout)]
#[repr(C)]
pub struct Ping<'a> {
    pub next: Option<&'a Pong<'a>>,
}

#[derive(Layout)]
#[repr(C)]
pub struct Pong<'a> {
    pub next: Option<&'a Ping<'a>>,
}

fn cycle<'a>(ping: Ping<'a>) -> Ping<'a> {
    transmutable::transmute(ping)
}

fn main() {
    let _ = cycle(Ping { next: None });
}

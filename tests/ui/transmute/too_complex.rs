// A type nested deeper than the analysis can follow: the answer is "no",
// and says that this is a limit of transmutable, not a proof of unsoundness.

use transmutable::Layout;

#[derive(Layout)]
#[repr(C)]
pub struct Nest<T> {
    pub flag: bool,
    pub inner: T,
}

type Deep = Nest<Nest<Nest<Nest<Nest<Nest<Nest<Nest<Nest<Nest<Nest<Nest<Nest<bool>>>>>>>>>>>>>;

fn deep(bytes: [bool; 14]) -> Deep {
    transmutable::transmute(bytes)
}

fn main() {
    let _: fn([bool; 14]) -> Deep = deep;
}

// `try_transmute` takes a value whose validity the compile-time check
// proves whole, such as a type into itself, without reading it; but it
// proves nothing that `transmute` could not. A raw pointer never becomes a
// `Box`, a slice's length never counts elements of another size, and a
// function pointer's signature is not in its description.

use core::ptr::NonNull;

fn main() {
    let _ = transmutable::try_transmute::<Option<NonNull<[u8]>>, Option<Box<[u8]>>>(None);
    let _ = transmutable::try_transmute::<Option<Box<[u16]>>, Option<Box<[u8]>>>(None);
    let _ = transmutable::try_transmute::<fn(u8), fn(u8)>(drop::<u8>);
}

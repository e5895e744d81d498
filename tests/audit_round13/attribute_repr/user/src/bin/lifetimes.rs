//! A union whose field is written `&'static u8` and made `&'a u8` below
//! the derive: the derive's `Lifetime` impl rests on the field's type as
//! written, so `Short<'a>: Lifetime<'static>` whatever `'a` is, and a
//! reference that lives for `'a` becomes a `&'static u8`. This program
//! should not compile; it reads a byte after the scope it lived in (under
//! Miri, a use after free).

#![forbid(unsafe_code)]

#[derive(transmutable::Layout)]
#[rerepr::replace(#[derive(Clone, Copy)] #[repr(C)] pub union Short<'a> { pub byte: &'a u8 })]
#[repr(C)]
pub union Short<'a> {
    pub byte: &'static u8,
}

fn forever(byte: &u8) -> &'static u8 {
    transmutable::transmute(Short { byte })
}

fn main() {
    let kept = {
        let boxed = Box::new(7u8);
        forever(&boxed)
    };
    let _ = Box::new(0u8);
    println!("a byte kept past its box: {}", *kept);
    std::process::exit(1);
}

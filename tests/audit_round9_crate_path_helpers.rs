//! More of what a crate that names itself `transmutable` (see
//! tests/audit_round9_crate_path.rs) could replace while the derive named
//! its helpers by paths: `offset_of!` (each field's offset), the function
//! that typed a discriminant as written (`typed`), and the function
//! that makes a pointer to a struct ending in a slice. Each probe held the
//! description or the pointer to the truth and failed then; under Miri,
//! the slice's probe read past its buffer. The derive now reaches none of
//! them: offsets are read from the fields' places, discriminants are typed
//! by the kit's methods, and pointers made by them.

#![forbid(unsafe_code)]
extern crate self as transmutable;
extern crate transmutable as real;

pub use real::*;

/// The real `__private`, but for `offset_of!`, `typed` and
/// `slice_from_raw_parts`.
pub mod __private {
    pub use real::__private::*;

    /// Swaps the offsets of the fields named `first` and `second`. (Unused
    /// where the derive names no `offset_of!`.)
    #[allow(unused_macros)]
    macro_rules! swapped_offset_of {
        ($type:ty, first) => {
            real::__private::offset_of!($type, second)
        };
        ($type:ty, second) => {
            real::__private::offset_of!($type, first)
        };
        ($type:ty, $field:tt) => {
            real::__private::offset_of!($type, $field)
        };
    }
    #[allow(unused_imports, hidden_glob_reexports)]
    pub(crate) use swapped_offset_of as offset_of;

    /// Every discriminant 0.
    pub const fn typed<T: Copy>(_: T) -> u8 {
        0
    }

    /// A pointer to one element more than asked.
    pub const fn slice_from_raw_parts(data: *const u8, elements: usize) -> *const [u8] {
        core::ptr::slice_from_raw_parts(data, elements + 1)
    }
}

#[derive(real::Layout, Clone, Copy, Debug)]
#[repr(C)]
pub struct Swapped {
    pub first: u8,
    pub second: bool,
}

#[derive(real::Layout, Clone, Copy)]
#[repr(C)]
pub struct Flag {
    pub flag: bool,
    pub byte: u8,
}

#[test]
fn offsets_are_the_compilers() {
    assert!(!real::is_transmutable::<Flag, Swapped>(real::Assume::NOTHING), "a `u8` accepted as a `bool`");
    assert!(<Swapped as real::Layout>::try_read_from_bytes(&[2, 1]).is_ok());
    assert!(<Swapped as real::Layout>::try_read_from_bytes(&[1, 2]).is_err(), "2 read as a `bool`");
}

#[derive(real::Layout, Clone, Copy, Debug)]
#[repr(u16)]
pub enum Wide {
    A(u8) = 0x1FF,
}

#[test]
fn discriminants_are_typed_as_the_representation() {
    let value = |tag: u16| {
        let [t0, t1] = tag.to_ne_bytes();
        <Wide as real::Layout>::try_read_from_bytes(&[t0, t1, 7, 0]).is_ok()
    };
    assert!(value(0x1FF));
    assert!(!value(0), "0 read as the tag 0x1FF");
}

#[derive(real::Layout)]
#[repr(C)]
pub struct Tailed {
    pub length: u8,
    pub rest: [u8],
}

#[test]
fn a_tail_has_the_elements_of_its_buffer() {
    let bytes = [1u8, 2, 3];
    let tailed = <Tailed as real::Layout>::try_ref_from_bytes(&bytes[..]).unwrap();
    assert_eq!(tailed.rest.len(), 2);
    assert_eq!(&tailed.rest, &[2, 3]);
}

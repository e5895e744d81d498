// `__fieldless_byte_enum!` called by hand on an alias of a `MaybeUninit`
// of a fieldless enum, whose one byte need not be initialized: the alias
// names a foreign type, which takes no inherent impl and no impl of the
// library's traits here, and has no variant `Self::A {}` names.
#![forbid(unsafe_code)]

#[derive(Clone, Copy)]
#[repr(u8)]
pub enum Tag {
    A,
    B,
}

pub type Maybe = core::mem::MaybeUninit<Tag>;

transmutable::__fieldless_byte_enum!(Maybe "Maybe" "0:maybe" [A B] false false false false);

fn main() {}

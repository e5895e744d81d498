// A derive list that names a capability and a derive that implies it, or
// one capability through two derives (bytemuck's names and zerocopy's),
// implements each trait once: the first derive of the list that implements
// it does, the others leave it. In separate `#[derive]` attributes, the
// earlier ones leave it to the later.
use transmutable::byteorder::big_endian::U16;
use transmutable::{
    AnyBitPattern, CheckedBitPattern, FromBytes, FromZeros, Immutable, IntoBytes, KnownLayout, Layout, NoUninit, Pod,
    Unaligned, Zeroable,
};

// bytemuck's lines, unchanged.
#[derive(Pod, Zeroable, Clone, Copy)]
#[repr(C)]
pub struct Vertex {
    pub position: [f32; 3],
    pub color: u32,
}

#[derive(AnyBitPattern, Zeroable, Clone, Copy)]
#[repr(C)]
pub struct Reading {
    pub flag: u8,
    pub value: u32,
}

#[derive(NoUninit, CheckedBitPattern, Clone, Copy)]
#[repr(u8)]
pub enum Opcode {
    Query = 0,
    Notify = 4,
}

// zerocopy's lines, unchanged: with `FromZeros` written out (its
// `FromBytes` implies it, as here) and without.
#[derive(FromBytes, FromZeros, IntoBytes, Immutable, KnownLayout)]
#[repr(C)]
pub struct Header {
    pub kind: U16,
    pub length: U16,
}

#[derive(FromBytes, IntoBytes, Immutable, KnownLayout)]
#[repr(C)]
pub struct Packet {
    pub length: U16,
    pub body: [u8],
}

// `FromBytes` implies `FromZeros`: zerocopy's `FromBytes` line.
#[derive(Layout, FromBytes, Immutable)]
#[repr(C)]
pub struct Readable {
    pub a: u64,
}

// A capability named beside a group that contains it.
#[derive(Pod, FromBytes, Zeroable, FromZeros, Unaligned)]
#[repr(C)]
pub struct Bytes {
    pub a: [u8; 3],
}

// bytemuck's two groups that share `Immutable`, and every name at once.
#[derive(AnyBitPattern, NoUninit, Zeroable)]
#[repr(C)]
pub struct Both {
    pub a: u32,
}

#[derive(Pod, AnyBitPattern, NoUninit, Zeroable, Layout, CheckedBitPattern, KnownLayout)]
#[derive(FromZeros, FromBytes, IntoBytes, Immutable)]
#[repr(C)]
pub struct Everything {
    pub a: u32,
}

// The same capabilities in separate attributes, in both orders.
#[rustfmt::skip]
#[derive(Pod, FromBytes)]
#[derive(Zeroable, AnyBitPattern)]
#[derive(Immutable)]
#[repr(C)]
pub struct Apart {
    pub a: u32,
}

#[derive(Zeroable)]
#[derive(AnyBitPattern, Pod)]
#[repr(C)]
pub struct ApartReversed {
    pub a: u32,
}

#[derive(Pod, Zeroable, FromZeros)]
#[repr(transparent)]
pub struct Wrapper<T>(pub T);

fn pod<T: FromZeros + FromBytes + IntoBytes + Immutable>() {}
fn any_bit_pattern<T: FromZeros + FromBytes + Immutable>() {}
fn no_uninit<T: IntoBytes + Immutable>() {}
fn described<T: Layout>() {}

fn main() {
    #[derive(Pod, Zeroable, AnyBitPattern)]
    #[repr(C)]
    struct Local {
        pub a: u16,
    }
    pod::<Vertex>();
    any_bit_pattern::<Reading>();
    no_uninit::<Opcode>();
    described::<Opcode>();
    pod::<Header>();
    let packet = Packet::ref_from_bytes(&[0, 1, 7][..]).unwrap();
    assert_eq!((packet.length.get(), packet.as_bytes().len()), (1, 3));
    any_bit_pattern::<Readable>();
    pod::<Bytes>();
    fn unaligned<T: Unaligned>() {}
    unaligned::<Bytes>();
    pod::<Both>();
    pod::<Everything>();
    pod::<Apart>();
    pod::<ApartReversed>();
    pod::<Wrapper<u64>>();
    pod::<Local>();
    let vertex: Vertex = transmutable::transmute([0u32; 4]);
    assert_eq!(vertex.color, 0);
    assert!(transmutable::try_transmute::<u8, Opcode>(4).is_ok());
}

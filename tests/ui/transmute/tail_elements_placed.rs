// A refusal found in the tail of an unsized type names the place in the
// type, not its first byte: the element walked alone is placed at the first
// element, after the sized part (here an initialized count).
use core::mem::MaybeUninit;

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Packet {
    pub count: u16,
    pub data: [MaybeUninit<u8>],
}

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Bytes {
    pub count: u16,
    pub data: [u8],
}

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Flag {
    pub value: u8,
    pub set: bool,
}

#[derive(transmutable::Layout)]
#[repr(C)]
pub struct Flags {
    pub count: u16,
    pub flags: [Flag],
}

// Read as bytes: byte 2, the first element of `data`, may be uninitialized.
fn as_bytes(packet: &Packet) -> &[u8] {
    transmutable::as_bytes(packet)
}

// Through `&mut`, a `Packet` written back into the bytes: the same place.
fn mut_from_bytes(bytes: &mut [u8]) -> &mut Packet {
    transmutable::mut_from_bytes_with_elems(bytes, 2).unwrap()
}

// Bytes read as `Flags`: byte 3, `flags[0].set`.
fn ref_from_bytes(bytes: &[u8]) -> &Flags {
    transmutable::ref_from_bytes_with_elems(bytes, 1).unwrap()
}

// Between references to two such types, the referents' elements are placed
// on both sides.
fn between_references(packet: &Packet) -> &Bytes {
    transmutable::transmute::<&Packet, &Bytes>(packet)
}

// Written back through `&mut`, the sides are the other way round.
fn written_back(bytes: &mut Bytes) -> &mut Packet {
    transmutable::transmute::<&mut Bytes, &mut Packet>(bytes)
}

fn main() {
    let _: fn(&Packet) -> &[u8] = as_bytes;
    let _: fn(&mut [u8]) -> &mut Packet = mut_from_bytes;
    let _: fn(&[u8]) -> &Flags = ref_from_bytes;
    let _: fn(&Packet) -> &Bytes = between_references;
    let _: fn(&mut Bytes) -> &mut Packet = written_back;
}

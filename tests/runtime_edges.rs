//! Byte views, casts of slices and allocations, byte-order enums, streams
//! and byte comparisons used at their edges: empty and misaligned buffers,
//! lengths that overflow, tails at every offset, vectors with spare
//! capacity, shared allocations with other owners. Run under Miri on three
//! targets (`scripts/miri.sh -- --test runtime_edges`), where a reference
//! past its buffer, a misaligned one or a wrong deallocation is undefined
//! behaviour in the test itself.

#![allow(dead_code)]
use core::cell::Cell;
use core::cell::RefCell;
use std::collections::HashSet;
use std::rc::Rc;
use std::sync::Arc;
use transmutable::byteorder::big_endian::U16;
use transmutable::byteorder::{big_endian, little_endian, BigEndian, Enum, LittleEndian};
use transmutable::Ref;
use transmutable::{ByteEq, ByteHash, Layout};

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Hdr {
    pub len: u32,
    pub data: [u8],
}

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Flags {
    pub count: u8,
    pub flags: [bool],
}

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Text {
    pub n: u8,
    pub text: str,
}

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Odd {
    pub a: u16,
    pub b: u8,
    pub data: [u8],
}

#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(u8)]
pub enum Kind {
    A = 0,
    B = 1,
    C = 7,
}

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Rec {
    pub kind: Kind,
    pub flag: bool,
    pub port: U16,
}

fn aligned_buffer(len: usize) -> Vec<u64> {
    vec![0u64; len.div_ceil(8) + 1]
}

#[test]
fn empty_buffers() {
    let store = aligned_buffer(8);
    let bytes: &[u8] = transmutable::cast_slice(&store[..]);
    let empty = &bytes[..0];
    let words: &[u32] = transmutable::ref_from_bytes(empty).unwrap();
    assert!(words.is_empty());
    let words: &[u32] = transmutable::try_ref_from_bytes(empty).unwrap();
    assert!(words.is_empty());
    assert!(transmutable::ref_from_bytes::<Hdr>(empty).is_err());
    assert!(transmutable::try_ref_from_bytes::<Rec>(empty).is_err());
    assert!(transmutable::ref_from_prefix::<u32>(empty).is_err());
    assert!(transmutable::ref_from_suffix::<u32>(empty).is_err());
    assert!(transmutable::try_ref_from_suffix::<Rec>(empty).is_err());
    // A dangling empty slice is not aligned for `u32` (address 1) or is.
    let dangling: &[u8] = &[];
    let r = transmutable::ref_from_bytes::<[u32]>(dangling);
    if let Ok(words) = r {
        assert_eq!(words.len(), 0);
        assert_eq!(words.as_ptr().addr() % 4, 0);
    }
    let v: Vec<u8> = Vec::new();
    let r = Ref::<Vec<u8>, [u16]>::from_bytes(v);
    if let Ok(r) = r {
        assert!(r.is_empty());
    }
}

#[test]
fn unsized_lengths() {
    let store = aligned_buffer(32);
    let bytes: &[u8] = &transmutable::cast_slice::<u64, u8>(&store[..])[..32];
    for len in 0..=12 {
        let r = transmutable::ref_from_bytes::<Hdr>(&bytes[..len]);
        match r {
            Ok(h) => {
                assert_eq!(core::mem::size_of_val(h), len);
                assert_eq!(h.data.len(), len - 4);
            }
            Err(_) => assert!(len < 4 || len % 4 != 0),
        }
    }
    for elems in [0usize, 1, 2, 3, 4, 5, 100, usize::MAX / 2, usize::MAX - 3, usize::MAX, isize::MAX as usize] {
        let r = transmutable::ref_from_prefix_with_elems::<Hdr>(bytes, elems);
        if let Ok((h, rest)) = r {
            assert_eq!(h.data.len(), elems);
            assert_eq!(core::mem::size_of_val(h) + rest.len(), 32);
            assert!(core::mem::size_of_val(h) <= 32);
        } else {
            assert!(elems > 28);
        }
        let r = transmutable::ref_from_suffix_with_elems::<Hdr>(bytes, elems);
        if let Ok((rest, h)) = r {
            assert_eq!(core::mem::size_of_val(h) + rest.len(), 32);
        }
        let r = transmutable::ref_from_bytes_with_elems::<[u32]>(bytes, elems);
        if let Ok(w) = r {
            assert_eq!(w.len() * 4, 32);
        }
        let r = transmutable::try_ref_from_prefix_with_elems::<Flags>(bytes, elems);
        if let Ok((f, _)) = r {
            assert_eq!(f.flags.len(), elems);
        }
        let r = transmutable::try_ref_from_bytes_with_elems::<[U16]>(bytes, elems);
        if let Ok(w) = r {
            assert_eq!(w.len(), 16);
        }
    }
    // Odd: prefix 3 bytes, align 2.
    for len in 0..=10 {
        let r = transmutable::ref_from_bytes::<Odd>(&bytes[..len]);
        if let Ok(o) = r {
            assert_eq!(core::mem::size_of_val(o), len);
            assert!(len % 2 == 0 && len >= 4);
        }
    }
    for elems in 0..8 {
        if let Ok((o, rest)) = transmutable::ref_from_prefix_with_elems::<Odd>(&bytes[..9], elems) {
            assert_eq!(core::mem::size_of_val(o) + rest.len(), 9);
            assert_eq!(o.data.len(), elems);
        }
    }
}

#[test]
fn misaligned_sub_slices() {
    let store = aligned_buffer(24);
    let all: &[u8] = transmutable::cast_slice(&store[..]);
    for start in 0..8 {
        let sub = &all[start..start + 16];
        let aligned4 = sub.as_ptr().addr() % core::mem::align_of::<u32>() == 0;
        assert_eq!(transmutable::ref_from_bytes::<[u32; 4]>(sub).is_ok(), aligned4);
        assert_eq!(transmutable::ref_from_prefix::<u32>(sub).is_ok(), aligned4);
        assert_eq!(transmutable::ref_from_bytes::<Hdr>(sub).is_ok(), aligned4);
        let v: u32 = transmutable::read_from_prefix(sub).unwrap().0;
        assert_eq!(v, 0);
        let _ = transmutable::try_read_from_suffix::<Rec>(sub).unwrap();
        let (_, tail) = transmutable::try_ref_from_suffix::<Rec>(sub).map_or((&[][..], None), |(a, b)| (a, Some(b)));
        if let Some(t) = tail {
            assert_eq!(t.kind, Kind::A);
        }
    }
}

#[test]
fn validity_edges() {
    let store = aligned_buffer(64);
    let mut owned: Vec<u8> = transmutable::cast_slice::<u64, u8>(&store[..]).to_vec();
    let _ = &mut owned;
    let base: &[u8] = transmutable::cast_slice(&store[..]);
    let mut buf = base[..8].to_vec();
    for kind in 0u8..=255 {
        for flag in [0u8, 1, 2, 255] {
            buf[0] = kind;
            buf[1] = flag;
            let ok = matches!(kind, 0 | 1 | 7) && flag <= 1;
            assert_eq!(transmutable::try_read_from_prefix::<Rec>(&buf).is_ok(), ok);
        }
    }
    // str tails.
    let mut t = vec![3u8];
    t.extend_from_slice("hé".as_bytes());
    let text: &Text = transmutable::try_ref_from_bytes(&t[..]).unwrap();
    assert_eq!(&text.text, "hé");
    assert!(transmutable::try_ref_from_bytes::<Text>(&t[..t.len() - 1]).is_err());
    for elems in 0..5 {
        let r = transmutable::try_ref_from_prefix_with_elems::<Text>(&t[..], elems);
        if let Ok((tx, _)) = r {
            assert!(core::str::from_utf8(tx.text.as_bytes()).is_ok());
        }
        let r = transmutable::try_ref_from_suffix_with_elems::<Text>(&t[..], elems);
        if let Ok((_, tx)) = r {
            assert!(core::str::from_utf8(tx.text.as_bytes()).is_ok());
        }
    }
    let mut f = [2u8, 1, 0, 1];
    let flags: &mut Flags = transmutable::try_mut_from_bytes(&mut f[..]).unwrap();
    flags.flags[0] = false;
    assert!(transmutable::try_mut_from_bytes::<Flags>(&mut [1u8, 2][..]).is_err());
    let err = transmutable::try_ref_from_bytes::<Flags>(&[1u8, 1, 1, 9][..]).unwrap_err();
    let s = format!("{err} {err:#} {err:?}");
    assert!(!s.is_empty());
}

#[test]
fn refs_all_buffers() {
    let cell = RefCell::new(vec![0u8; 16]);
    {
        let borrowed = core::cell::Ref::map(cell.borrow(), |v| &v[..]);
        match Ref::<_, [u8; 4]>::from_prefix(borrowed) {
            Ok((head, rest)) => {
                assert_eq!(*head, [0; 4]);
                assert_eq!(rest.len(), 12);
            }
            Err(_) => panic!(),
        }
    }
    {
        let borrowed = core::cell::RefMut::map(cell.borrow_mut(), |v| &mut v[..]);
        let (mut head, mut rest) = Ref::<_, [bool; 4]>::try_from_prefix(borrowed).ok().unwrap();
        head[1] = true;
        rest[0] = 9;
        drop(head);
        drop(rest);
    }
    assert_eq!(cell.borrow()[..5], [0, 1, 0, 0, 9]);
    {
        let borrowed = core::cell::RefMut::map(cell.borrow_mut(), |v| &mut v[..]);
        let r = Ref::<_, [bool; 4]>::try_from_suffix(borrowed);
        assert!(r.is_ok());
    }
    let v = vec![1u8, 0, 1, 1];
    let mut r = Ref::<Vec<u8>, [bool]>::try_from_bytes(v).ok().unwrap();
    r[0] = false;
    let moved = r;
    let boxed = Box::new(moved);
    assert_eq!(&**boxed, &[false, false, true, true][..]);
    let v = Ref::into_bytes(*boxed);
    assert_eq!(v, [0, 0, 1, 1]);
    let mut bytes = [1u8, 1, 2];
    let (r, rest) = Ref::<&mut [u8], [bool]>::try_from_prefix_with_elems(&mut bytes[..], 2).ok().unwrap();
    let m = Ref::into_mut(r);
    m[0] = false;
    rest[0] = 3;
    assert_eq!(bytes, [0, 1, 3]);
    let r = Ref::<&mut [u8], [bool]>::try_from_prefix_with_elems(&mut bytes[..], 3);
    assert!(r.is_err());
    let r = Ref::<&[u8], [bool]>::try_from_suffix_with_elems(&bytes[..], 2);
    assert!(r.is_err());
    let r = Ref::<&[u8], [u8]>::from_suffix_with_elems(&bytes[..], 4);
    assert!(r.is_err());
    let r = Ref::<&[u8], [u8]>::from_bytes_with_elems(&bytes[..], usize::MAX);
    assert!(r.is_err());
    let (rest, r) = Ref::<&[u8], [u8]>::from_suffix_with_elems(&bytes[..], 1).ok().unwrap();
    assert_eq!((rest, &*r), (&[0u8, 1][..], &[3u8][..]));
    let r2 = Ref::into_ref(r);
    assert_eq!(r2, [3]);
    let cells = &mut [0u8; 4][..];
    let mut c = Ref::<&mut [u8], [core::cell::Cell<u8>]>::from_bytes(cells).ok().unwrap();
    let cs: &mut [core::cell::Cell<u8>] = &mut c;
    cs[0].set(5);
    cs[1].set(cs[0].get());
    let c = Ref::into_mut(c);
    c[3].set(1);
}

#[test]
fn splits_and_padding() {
    #[derive(Layout, Debug)]
    #[repr(C)]
    pub struct Al {
        pub len: u32,
        pub data: [u8],
    }
    let store = aligned_buffer(16);
    let bytes: &[u8] = &transmutable::cast_slice::<u64, u8>(&store[..])[..12];
    let a: &Al = transmutable::ref_from_bytes(bytes).unwrap();
    for at in 0..=9 {
        let r = transmutable::split_at(a, at);
        if let Some((head, rest)) = r {
            assert_eq!(head.data.len(), at);
            assert_eq!(rest.len(), 8 - at);
            assert!(core::mem::size_of_val(head) <= 12);
            let _ = transmutable::as_bytes(&head.data);
        } else {
            assert!(at > 8);
        }
    }
    let mut store = aligned_buffer(16);
    let bytes: &mut [u8] = &mut transmutable::cast_slice_mut::<u64, u8>(&mut store[..])[..12];
    #[derive(Layout, Debug)]
    #[repr(C)]
    pub struct Al2 {
        pub len: u32,
        pub data: [u32],
    }
    let a: &mut Al2 = transmutable::mut_from_bytes(bytes).unwrap();
    for at in 0..=3 {
        let r = transmutable::split_at_mut(&mut *a, at);
        if let Some((head, rest)) = r {
            head.len = 7;
            for b in head.data.iter_mut() {
                *b = 1;
            }
            for b in rest.iter_mut() {
                *b = 2;
            }
        }
    }
    let mut words = [1u16, 2, 3];
    for at in 0..=4 {
        if let Some((h, r)) = transmutable::split_at_mut(&mut words[..], at) {
            h.iter_mut().for_each(|w| *w += 1);
            r.iter_mut().for_each(|w| *w += 1);
        }
    }
    let s = "aé漢🦀";
    for at in 0..=s.len() + 1 {
        if let Some((h, r)) = transmutable::split_at(s, at) {
            assert_eq!(h.len(), at);
            assert_eq!(r, &s.as_bytes()[at..]);
        }
    }
    let t: &Text = transmutable::try_ref_from_bytes(&[0u8, 0xC3, 0xA9, b'x'][..]).unwrap();
    for at in 0..=4 {
        if let Some((h, r)) = transmutable::split_at(t, at) {
            assert!(core::str::from_utf8(h.text.as_bytes()).is_ok());
            assert_eq!(h.text.len() + r.len(), 3);
        }
    }
    let units = [(); 5];
    let (h, r) = transmutable::split_at(&units[..], 2).unwrap();
    assert_eq!((h.len(), r.len()), (2, 3));
}

#[derive(Layout, Debug)]
#[repr(C)]
pub struct Late {
    pub a: u8,
    pub data: [u32],
}

#[derive(Layout)]
#[repr(C, packed)]
pub struct Packed {
    pub a: u8,
    pub b: u32,
    pub data: [u16],
}

/// Packed, but its tail's elements are bytes: cut as any other.
#[derive(Layout)]
#[repr(C, packed)]
pub struct PackedBytes {
    pub a: u16,
    pub data: [u8],
}

#[derive(Layout, Debug)]
#[repr(transparent)]
pub struct Tr {
    pub data: [U16],
}

#[derive(Layout, Debug)]
#[repr(transparent)]
pub struct TrStr {
    pub text: str,
}

#[test]
fn tail_offsets() {
    let store = aligned_buffer(40);
    let bytes: &[u8] = &transmutable::cast_slice::<u64, u8>(&store[..])[..40];
    for len in 0..=17 {
        if let Ok(l) = transmutable::try_ref_from_bytes::<Late>(&bytes[..len]) {
            assert_eq!(core::mem::size_of_val(l), len);
            assert_eq!((l.data.as_ptr().addr() - bytes.as_ptr().addr()), 4);
        }
        if let Ok(p) = transmutable::try_ref_from_bytes::<Packed>(&bytes[1..1 + len]) {
            assert_eq!(core::mem::size_of_val(p), len);
            let _ = transmutable::as_bytes(p);
        }
        if let Ok(t) = transmutable::ref_from_bytes::<Tr>(&bytes[..len]) {
            assert_eq!(core::mem::size_of_val(t), len);
            let _ = transmutable::as_bytes(t);
        }
        if let Ok(t) = transmutable::try_ref_from_bytes::<TrStr>(&bytes[..len]) {
            assert_eq!(t.text.len(), len);
        }
        for elems in 0..5 {
            if let Ok((l, rest)) = transmutable::ref_from_prefix_with_elems::<Late>(&bytes[..len], elems) {
                assert_eq!(core::mem::size_of_val(l) + rest.len(), len);
            }
            if let Ok((rest, p)) = transmutable::try_ref_from_suffix_with_elems::<Packed>(&bytes[..len], elems) {
                assert_eq!(core::mem::size_of_val(p) + rest.len(), len);
            }
        }
    }
    let mut buf = [0u8; 9];
    let p: &mut Packed = transmutable::try_mut_from_bytes(&mut buf[..]).unwrap();
    p.data[1] = 0xFFFF;
    let b = p.b;
    let _ = b;
    let bytes2 = transmutable::as_mut_bytes(p);
    bytes2[0] = 1;
    // `Packed` is packed below its elements' alignment: not cut.
    let v: Vec<u8> = transmutable::collect_to_vec(p);
    assert_eq!(v.len(), 9);
    let mut buf = [1u8, 2, 3, 4, 5];
    let p: &mut PackedBytes = transmutable::mut_from_bytes(&mut buf[1..]).unwrap();
    let (h, r) = transmutable::split_at_mut(p, 1).unwrap();
    h.data[0] = 9;
    r[0] = 8;
    assert_eq!(buf, [1, 2, 3, 9, 8]);
    let p: &PackedBytes = transmutable::ref_from_bytes(&buf[1..]).unwrap();
    let (h, r) = transmutable::split_at(p, 2).unwrap();
    assert_eq!((&h.data, r), (&[9u8, 8][..], &[][..]));
}

#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(transparent)]
pub struct W(pub u32);

#[derive(Layout, Debug, Clone, Copy, PartialEq)]
#[repr(C)]
pub struct Pair(pub u16, pub u16);

#[test]
fn vectors() {
    // Spare capacity.
    let mut v: Vec<[u16; 2]> = Vec::with_capacity(7);
    v.extend([[1, 2], [3, 4], [5, 6]]);
    let w: Vec<[u16; 3]> = match transmutable::try_cast_vec(v) {
        Ok(w) => w,
        Err(e) => {
            let v = e.into_source();
            assert!(v.capacity() * 4 % 6 != 0 || v.len() * 4 % 6 != 0);
            Vec::new()
        }
    };
    drop(w);
    let mut v: Vec<[u16; 2]> = Vec::with_capacity(6);
    v.extend([[1, 2], [3, 4], [5, 6]]);
    let mut w: Vec<[u16; 3]> = transmutable::try_cast_vec(v).ok().unwrap();
    assert_eq!((w.len(), w.capacity()), (2, 4));
    w.push([9, 9, 9]);
    w.push([9, 9, 9]);
    w.push([9, 9, 9]); // reallocates
    drop(w);
    let v: Vec<u32> = vec![1, 2, 3];
    let w: Vec<W> = transmutable::cast_vec(v);
    let v2: Vec<u32> = transmutable::cast_vec(w);
    assert_eq!(v2, [1, 2, 3]);
    let mut v: Vec<[u32; 3]> = Vec::with_capacity(5);
    v.push([1, 2, 3]);
    assert!(transmutable::try_cast_vec::<[u32; 3], [u32; 5]>(v).is_err());
    let v: Vec<[u32; 3]> = Vec::with_capacity(5);
    let w: Vec<[u32; 5]> = transmutable::try_cast_vec(v).ok().unwrap();
    assert_eq!(w.capacity(), 3);
    drop(w);
    let v: Vec<()> = vec![(); 10];
    let w: Vec<()> = transmutable::cast_vec(v);
    assert_eq!(w.len(), 10);
    let e: Vec<[u32; 0]> = vec![[]; 3];
    let w: Vec<[u32; 0]> = transmutable::cast_vec(e);
    drop(w);
    let b = Box::new(5u32);
    let b: Box<W> = transmutable::cast_box(b);
    assert_eq!(*b, W(5));
    let z: Box<[u64; 3]> = transmutable::new_box_zeroed();
    assert_eq!(*z, [0; 3]);
    let z: Box<()> = transmutable::new_box_zeroed();
    drop(z);
    let z: Vec<(u8, u32)> = transmutable::new_vec_zeroed(3);
    assert_eq!(z.len(), 3);
    let z: Vec<()> = transmutable::new_vec_zeroed(1000);
    assert_eq!(z.len(), 1000);
    let mut z: Vec<u16> = transmutable::new_vec_zeroed(0);
    transmutable::extend_vec_zeroed(&mut z, 3);
    transmutable::insert_vec_zeroed(&mut z, 1, 2);
    assert_eq!(z, [0; 5]);
    let r = std::panic::catch_unwind(|| transmutable::new_vec_zeroed::<u64>(usize::MAX / 4));
    assert!(r.is_err());
}

#[test]
fn collect() {
    let v: Vec<u32> = transmutable::collect_to_vec(&[1u8, 0, 0, 0, 2][..]);
    assert_eq!(v, [u32::from_ne_bytes([1, 0, 0, 0]), u32::from_ne_bytes([2, 0, 0, 0])]);
    let v: Vec<u16> = transmutable::collect_to_vec("");
    assert!(v.is_empty());
    let v: Vec<[u8; 3]> = transmutable::collect_to_vec(&[7u32; 2]);
    assert_eq!(v.len(), 3);
    let v: Vec<u64> = transmutable::collect_to_vec(&0u8);
    assert_eq!(v.len(), 1);
}

#[test]
fn rc_and_arc() {
    let a = Rc::new(7u32);
    let b = Rc::clone(&a);
    let weak = Rc::downgrade(&a);
    let w: Rc<W> = transmutable::cast_rc(b);
    assert_eq!(*w, W(7));
    drop(a);
    let w2 = Rc::clone(&w);
    drop(w);
    assert_eq!(weak.upgrade().map(|x| *x), Some(7));
    let mut w2 = w2;
    assert!(Rc::get_mut(&mut w2).is_none());
    drop(weak);
    Rc::get_mut(&mut w2).unwrap().0 = 9;
    assert_eq!(Rc::try_unwrap(w2), Ok(W(9)));
    let c = Rc::new(Cell::new(3u32));
    let d: Rc<Cell<W>> = transmutable::cast_rc(Rc::clone(&c));
    d.set(W(4));
    assert_eq!(c.get(), 4);
    let a = Arc::new([1u16, 2]);
    let p: Arc<Pair> = transmutable::cast_arc(Arc::clone(&a));
    let t = std::thread::spawn(move || p.0 + p.1);
    assert_eq!(t.join().unwrap(), 3);
    drop(a);
    let z: Rc<()> = transmutable::cast_rc(Rc::new(()));
    drop(z);
    let s: Rc<[u8; 0]> = Rc::new([]);
    let s2: Rc<()> = transmutable::cast_rc(s);
    drop(s2);
}

#[test]
fn slices() {
    let words = [0x0102_0304u32, 5, 6];
    let b: &[u8] = transmutable::cast_slice(&words[..]);
    assert_eq!(b.len(), 12);
    let h: &[[u8; 4]] = transmutable::cast_slice(&words[..]);
    assert_eq!(h.len(), 3);
    let e: &[u8] = transmutable::cast_slice::<u32, u8>(&[]);
    assert!(e.is_empty());
    for start in 0..4 {
        for end in start..12 {
            let sub = &b[start..end];
            let r = transmutable::try_cast_slice::<u8, u32>(sub);
            if let Ok(ws) = r {
                assert_eq!(ws.len() * 4, end - start);
                assert_eq!(ws.as_ptr().addr() % 4, 0);
            }
            let (x, m, y) = transmutable::align_to::<u8, u16>(sub);
            assert_eq!(x.len() + m.len() * 2 + y.len(), sub.len());
            let (x, m, y) = transmutable::align_to::<u8, [u8; 3]>(sub);
            assert_eq!(x.len() + m.len() * 3 + y.len(), sub.len());
        }
    }
    let mut m = [0u64; 3];
    {
        let bytes: &mut [u8] = transmutable::cast_slice_mut(&mut m[..]);
        let (a, mid, c) = transmutable::align_to_mut::<u8, u32>(&mut bytes[1..23]);
        a.fill(1);
        mid.fill(2);
        c.fill(3);
        let ws: &mut [u32] = transmutable::try_cast_slice_mut(&mut bytes[4..20]).ok().unwrap();
        ws[3] = 7;
    }
    // Zero-sized source elements into sized ones are refused at compile
    // time (tests/ui/transmute/zero_sized_elements.rs).
    let ws = [W(1), W(2)];
    let inner: &[u32] = transmutable::peel_slice(&ws[..]);
    assert_eq!(inner, [1, 2]);
    let mut x = 5u32;
    let w: &mut W = transmutable::wrap_mut(&mut x);
    w.0 = 6;
    let back: &u32 = transmutable::peel_ref(transmutable::wrap_ref::<u32, W>(&x));
    assert_eq!(*back, 6);
    let v: W = transmutable::wrap(3u32);
    let v: u32 = transmutable::peel(v);
    assert_eq!(v, 3);
}

/// A zero-sized type of its own, as aligned as `()`.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub struct Nothing;

/// Zero-sized elements become as many zero-sized elements: each `Src` is
/// one `Dst` of no bytes (BRIEF.md, "Validity": no byte to refuse), and the
/// length, which no byte tells, is kept.
#[test]
fn zero_sized_slices() {
    let units = [(); 5];
    let same: &[()] = transmutable::cast_slice::<(), ()>(&units[..]);
    assert_eq!(same.len(), 5);
    let nothing: &[Nothing] = transmutable::cast_slice(&units[..]);
    assert_eq!(nothing, [Nothing; 5]);
    let mut units = [(); 3];
    let unique: &mut [Nothing] = transmutable::cast_slice_mut(&mut units[..]);
    assert_eq!(unique.len(), 3);
    let empty: &[()] = transmutable::cast_slice::<(), ()>(&[]);
    assert!(empty.is_empty());
}

#[derive(Layout, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u32)]
pub enum Magic {
    A = 0xA1B2_C3D4,
    B = 0x0000_00FF,
    C = 0xFF00_0000,
}

#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub struct Wire {
    pub magic: Enum<Magic, BigEndian>,
    pub c: Enum<char, LittleEndian>,
    pub n: big_endian::U64,
    pub m: little_endian::I16,
    pub f: Enum<core::num::NonZeroU16, BigEndian>,
}

#[derive(Layout, ByteEq, ByteHash, Clone, Copy, Debug)]
#[repr(C)]
pub struct Key {
    pub a: u32,
    pub b: [u8; 4],
    pub c: u16,
    pub d: [u8; 2],
}

#[test]
fn ordered_enums() {
    for m in [Magic::A, Magic::B, Magic::C] {
        let be: Enum<Magic, BigEndian> = Enum::new(m);
        let le: Enum<Magic, LittleEndian> = Enum::new(m);
        assert_eq!(be.get(), m);
        assert_eq!(le.get(), m);
        let raw = (m as u32).to_be_bytes();
        assert_eq!(be.as_bytes(), raw);
        let back: Enum<Magic, BigEndian> = transmutable::try_transmute(raw).unwrap();
        assert_eq!(back.get(), m);
        let r: Result<Enum<Magic, LittleEndian>, _> = transmutable::try_transmute(raw);
        assert!(r.is_err() || raw == (m as u32).to_le_bytes() || r.map(|x| x.get()).is_ok());
        let rr: Result<&Enum<Magic, BigEndian>, _> = transmutable::try_transmute_ref(&raw);
        assert_eq!(rr.unwrap().get(), m);
    }
    for x in [0u32, 1, 0xFF, 0xFF00_0000, 0xD4C3_B2A1, 0xA1B2_C3D4] {
        let raw = x.to_ne_bytes();
        let be: Result<Enum<Magic, BigEndian>, _> = transmutable::try_transmute(raw);
        let expect = match u32::from_be_bytes(raw) {
            0xA1B2_C3D4 => Some(Magic::A),
            0xFF => Some(Magic::B),
            0xFF00_0000 => Some(Magic::C),
            _ => None,
        };
        assert_eq!(be.ok().map(|e| e.get()), expect);
        let c: Result<Enum<char, BigEndian>, _> = transmutable::try_transmute(raw);
        assert_eq!(c.ok().map(|e| e.get()), char::from_u32(u32::from_be_bytes(raw)));
    }
    let mut buf = [0u8; 4 + 4 + 8 + 2 + 2 + 3];
    buf[..4].copy_from_slice(&0xA1B2_C3D4u32.to_be_bytes());
    buf[4..8].copy_from_slice(&0x1F980u32.to_le_bytes());
    buf[19] = 1;
    let (w, rest): (&Wire, &[u8]) = transmutable::try_ref_from_prefix(&buf[..]).unwrap();
    assert_eq!(w.magic.get(), Magic::A);
    assert_eq!(w.c.get(), '🦀');
    assert_eq!(w.f.get().get(), 1);
    assert_eq!(rest.len(), 3);
    buf[19] = 0;
    assert!(transmutable::try_ref_from_prefix::<Wire>(&buf[..]).is_err());
    buf[18] = 1;
    let mut copy = buf;
    let (w, _): (&mut Wire, _) = transmutable::try_mut_from_prefix(&mut copy[..]).unwrap();
    w.c.set('x');
    w.f = Enum::new(core::num::NonZeroU16::new(0x0102).unwrap());
    assert_eq!(copy[4..8], [b'x', 0, 0, 0]);
    assert_eq!(copy[18..20], [1, 2]);
}

#[test]
fn io_and_bytes() {
    let data = [0xA1u8, 0xB2, 0xC3, 0xD4, 0x41, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 1, 0, 0, 9];
    let mut stream = &data[..];
    let w: Result<big_endian::U32, _> = transmutable::read_from_io(&mut stream);
    assert_eq!(w.unwrap().get(), 0xA1B2_C3D4);
    let mut stream = &data[..3];
    assert!(transmutable::read_from_io::<u32, _>(&mut stream).is_err());
    let mut out = Vec::new();
    transmutable::write_to_io(&[big_endian::U16::new(5)][..], &mut out).unwrap();
    transmutable::write_to_io("hi", &mut out).unwrap();
    assert_eq!(out, [0, 5, b'h', b'i']);
    let k1 = Key { a: 1, b: [2; 4], c: 3, d: [4, 5] };
    let k2 = Key { a: 1, b: [2; 4], c: 3, d: [4, 6] };
    assert!(k1 == k1);
    assert!(k1 != k2);
    let set: HashSet<Key> = [k1, k2, k1].into_iter().collect();
    assert_eq!(set.len(), 2);
    let v: big_endian::U32 = transmutable::include_value!("fixture/four_bytes");
    assert_eq!(v.get(), u32::from_be_bytes(*b"gogg"));
    let t: u32 = transmutable::transmute!([1u8, 2, 3, 4]);
    assert_eq!(t.to_ne_bytes(), [1, 2, 3, 4]);
}

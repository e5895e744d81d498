#![forbid(unsafe_code)]
use transmutable::{is_transmutable, Assume, Layout};

// A1: destination enum nested at offset 1, over a source enum's field or padding.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum E1 { X(bool) = 0, Y = 1 }
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(C)]
pub struct T1 { pub a: u8, pub e: E1 }
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum S1 { A(u8, u8) = 0, B = 1 }
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum S2 { A(u8, u8) = 0, B(u8) = 1 }
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum S3 { A(u8, u8) = 0, B(u8, u8) = 1 }

// A2: two-byte destination tag, second byte padding in a source variant.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum S4 { A(u8) = 0, B = 1 }
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum S5 { A(u8) = 0, B(u8) = 1 }
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u16)]
pub enum D4 { X = 0x0000, Y = 0x0101 }

// A3: negative i32 tags.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(i32)]
pub enum S6 { M(u8) = -1, P(u8) = 1 }
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(i32)]
pub enum D6 { M(u8) = -1, P(bool) = 1 }

// A4: repr(C, u8).
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(C, u8)]
pub enum SC { A(u16), B(u8) }
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(C, u8)]
pub enum DC { A(u16), B(bool) }

// A5: a union at the tag's place.
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union U { pub a: u8, pub b: bool }
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub union UU { pub a: u8, pub b: () }
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct SU { pub t: U, pub x: u8 }
#[derive(Layout, Clone, Copy)]
#[repr(C)]
pub struct SUU { pub t: UU, pub x: u8 }
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(u8)]
pub enum D5 { X(bool) = 0, Y(u8) = 1, Z = 2 }

pub fn probe_refused_1(v: S1) { let _ = transmutable::try_transmute::<S1, T1>(v); }
pub fn probe_refused_2(v: S2) { let _ = transmutable::try_transmute::<S2, T1>(v); }
pub fn probe_accepted_3(v: S3) { let _ = transmutable::try_transmute::<S3, T1>(v); }
pub fn probe_refused_4(v: S4) { let _ = transmutable::try_transmute::<S4, D4>(v); }
pub fn probe_accepted_5(v: S5) { let _ = transmutable::try_transmute::<S5, D4>(v); }
pub fn probe_accepted_6(v: S6) { let _ = transmutable::try_transmute::<S6, D6>(v); }
pub fn probe_accepted_c(v: SC) { let _ = transmutable::try_transmute::<SC, DC>(v); }
pub fn probe_accepted_u(v: SU) { let _ = transmutable::try_transmute::<SU, D5>(v); }
pub fn probe_refused_uu(v: SUU) { let _ = transmutable::try_transmute::<SUU, D5>(v); }

#[test]
fn t() {
    let _ = (probe_accepted_3 as fn(_), 
        probe_accepted_5 as fn(_), probe_accepted_6 as fn(_), probe_accepted_c as fn(_), probe_accepted_u as fn(_));
    assert!(is_transmutable::<u8, u8>(Assume::NOTHING));
}

// &mut attacks.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Flagged { Off(bool) = 0, On(bool) = 1 }
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Bit { Zero = 0, One = 1 }
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Bit3 { Zero = 0, One = 1, Two = 2 }
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
pub enum Never { }
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum FlaggedNever { Off(bool) = 0, On(bool) = 1, Gone(Never) = 2 }
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub struct FB { pub f: Flagged, pub b: Bit }
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub struct BB { pub a: Bit, pub b: Bit }
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Outer { P(Flagged) = 0, Q(Flagged) = 1 }
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum OuterMixed { P(Flagged) = 0, Q(Mixed) = 1 }
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Mixed { Off(bool) = 0, On(u8) = 1 }
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(C, u8)]
pub enum FlaggedC { Off(bool, u16), On(bool, u16) }
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(C, u8)]
pub enum MixedC { Off(bool, u16), On(u8, u16) }
/// A private field: an invariant under `On`.
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(C)]
pub struct Sealed(bool);
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum FlaggedSealed { Off(Sealed) = 0, On(Sealed) = 1 }
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum HalfSealed { Off(bool) = 0, On(Sealed) = 1 }
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u16)]
pub enum Wide { Off(bool) = 0x0000, On(bool) = 0x0001 }
#[derive(Layout, Clone, Copy, Debug, PartialEq)]
#[repr(u16)]
pub enum WideBit { Zero = 0x0000, One = 0x0001 }

#[test]
fn mut_verdicts() {
    let n = Assume::NOTHING;
    let s = Assume::SAFETY;
    println!("Flagged->Bit {}", is_transmutable::<&mut Flagged, &mut Bit>(n));
    println!("Flagged->Bit3 {}", is_transmutable::<&mut Flagged, &mut Bit3>(n));
    println!("FlaggedNever->Bit {}", is_transmutable::<&mut FlaggedNever, &mut Bit>(n));
    println!("FlaggedNever->Bit3 {}", is_transmutable::<&mut FlaggedNever, &mut Bit3>(n));
    println!("[Flagged;2]->FB {}", is_transmutable::<&mut [Flagged; 2], &mut FB>(n));
    println!("[Mixed;2]->(Mixed,Bit) {}", is_transmutable::<&mut [Mixed; 2], &mut (Mixed, Bit)>(n));
    println!("[Flagged;2]->(Flagged,Bit) {}", is_transmutable::<&mut [Flagged; 2], &mut (Flagged, Bit)>(n));
    println!("Outer->BB {}", is_transmutable::<&mut Outer, &mut BB>(n));
    println!("Outer->Bit {}", is_transmutable::<&mut Outer, &mut Bit>(n));
    println!("OuterMixed->BB {}", is_transmutable::<&mut OuterMixed, &mut BB>(n));
    println!("OuterMixed->Bit {}", is_transmutable::<&mut OuterMixed, &mut Bit>(n));
    println!("FlaggedC->Bit {}", is_transmutable::<&mut FlaggedC, &mut Bit>(n));
    println!("MixedC->Bit {} {}", is_transmutable::<&mut MixedC, &mut Bit>(n), is_transmutable::<&mut MixedC, &mut Bit>(s));
    println!("FlaggedSealed->Bit {} {}", is_transmutable::<&mut FlaggedSealed, &mut Bit>(n), is_transmutable::<&mut FlaggedSealed, &mut Bit>(s));
    println!("HalfSealed->Bit {} {}", is_transmutable::<&mut HalfSealed, &mut Bit>(n), is_transmutable::<&mut HalfSealed, &mut Bit>(s));
    println!("Wide->WideBit {}", is_transmutable::<&mut Wide, &mut WideBit>(n));
    println!("Wide->Bit {}", is_transmutable::<&mut Wide, &mut Bit>(n));
    println!("Flagged->u8 {}", is_transmutable::<&mut Flagged, &mut u8>(n));
    println!("Flagged->bool {}", is_transmutable::<&mut Flagged, &mut bool>(n));
    println!("Outer->(Bit,bool) {}", is_transmutable::<&mut Outer, &mut (Bit, bool)>(n));
}

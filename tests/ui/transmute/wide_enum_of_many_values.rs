// A refusal by a wide enum of many values is explained, its accepted
// values written as ranges within the compiler's budget for constant
// evaluation (a value at a time, the ranges of 60 variants ran out of it,
// and the error was the `long_running_const_eval` lint instead).

use goggles::Layout;

#[derive(Layout)]
#[repr(u16)]
pub enum Sixty {
    V0 = 1,
    V1 = 3,
    V2 = 5,
    V3 = 7,
    V4 = 9,
    V5 = 11,
    V6 = 13,
    V7 = 15,
    V8 = 17,
    V9 = 19,
    V10 = 21,
    V11 = 23,
    V12 = 25,
    V13 = 27,
    V14 = 29,
    V15 = 31,
    V16 = 33,
    V17 = 35,
    V18 = 37,
    V19 = 39,
    V20 = 41,
    V21 = 43,
    V22 = 45,
    V23 = 47,
    V24 = 49,
    V25 = 51,
    V26 = 53,
    V27 = 55,
    V28 = 57,
    V29 = 59,
    V30 = 61,
    V31 = 63,
    V32 = 65,
    V33 = 67,
    V34 = 69,
    V35 = 71,
    V36 = 73,
    V37 = 75,
    V38 = 77,
    V39 = 79,
    V40 = 81,
    V41 = 83,
    V42 = 85,
    V43 = 87,
    V44 = 89,
    V45 = 91,
    V46 = 93,
    V47 = 95,
    V48 = 97,
    V49 = 99,
    V50 = 101,
    V51 = 103,
    V52 = 105,
    V53 = 107,
    V54 = 109,
    V55 = 111,
    V56 = 113,
    V57 = 115,
    V58 = 117,
    V59 = 119,
    High = 0xfff0,
}

goggles::assert_transmutable!(u16, Sixty);
goggles::assert_transmutable!([u16; 8], [Sixty; 8]);

fn main() {}

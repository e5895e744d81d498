//! The performance cases: types that are large (a megabyte of array), wide
//! (256 variants, 64 fields) or deep (64 nested structs), and unions whose
//! fields overlap, checked in const evaluation at item level. A case that
//! gets slow enough to hit rustc's `long_running_const_eval`, that runs out
//! of a capacity of the analysis, or that gets its verdict wrong, is a
//! compile error of this test.
//!
//! Each line's expected verdict comes from the contract (`Src -> Dst` holds
//! when every value of `Src` is a valid `Dst`), not from transmutable. The big
//! types are made by `macro_rules!`, so each is as long here as its
//! definition is in words.
//!
//! `scripts/bench-compile-time.sh` times the same cases one by one, against
//! the nightly compiler's `TransmuteFrom`: everything from the line
//! "The cases." on is shared with it, and names transmutable only through the
//! macros defined before that line.

// Each level of nesting costs two queries of the compiler (a type's
// description, and the pieces that name its field's description), so the
// 64 nested structs below need more than the default query depth of 128.
#![recursion_limit = "256"]

use transmutable::{Answer, Assume, Reason};

/// Derives transmutable's `Layout` for the item.
macro_rules! described {
    ($($item:tt)*) => {
        #[derive(transmutable::Layout)]
        $($item)*
    };
}

/// One check per line, evaluated by the compiler: a wrong verdict, or a "no"
/// for another reason than the expected one, does not compile. The same
/// lines run at run time too, where a wrong one prints its explanation.
macro_rules! checks {
    ($($name:ident: $src:ty => $dst:ty, $assume:ident, $verdict:ident $(($reason:ident))?;)*) => {
        $(
            const _: () = {
                let answer = transmutable::decide::<$src, $dst>(Assume::$assume);
                assert!(answer.is_transmutable() == expected!($verdict), concat!("wrong verdict: ", stringify!($name)));
                $(
                    assert!(
                        matches!(answer.reason(), Some(Reason::$reason { .. })),
                        concat!("wrong reason: ", stringify!($name))
                    );
                )?
            };
        )*

        #[test]
        #[cfg_attr(miri, ignore = "the compiler ran these checks for the target already; minutes under Miri")]
        fn verdicts_at_run_time() {
            report(&[$(
                disagreement(
                    stringify!($name),
                    transmutable::decide::<$src, $dst>(Assume::$assume),
                    expected!($verdict),
                    [$(stringify!($reason))?],
                ),
            )*]);
        }
    };
}

/// Lines whose verdict is right but whose check takes longer than the
/// compiler allows one const evaluation (`long_running_const_eval`): checked
/// at run time only, until they are fast enough to move into `checks!`.
macro_rules! slow_checks {
    ($($name:ident: $src:ty => $dst:ty, $assume:ident, $verdict:ident $(($reason:ident))?;)*) => {
        #[test]
        #[cfg_attr(miri, ignore = "seconds of const evaluation each: minutes under Miri")]
        fn slow_verdicts_at_run_time() {
            report(&[$(
                disagreement(
                    stringify!($name),
                    transmutable::decide::<$src, $dst>(Assume::$assume),
                    expected!($verdict),
                    [$(stringify!($reason))?],
                ),
            )*]);
        }
    };
}

macro_rules! expected {
    (yes) => {
        true
    };
    (no) => {
        false
    };
}

/// What is wrong with `answer` for the line `name`, if anything.
fn disagreement<const N: usize>(name: &str, answer: Answer, expected: bool, reason: [&str; N]) -> Option<String> {
    if answer.is_transmutable() != expected {
        return Some(format!("{name}: {answer}"));
    }
    match (answer.reason(), reason.first()) {
        (Some(found), Some(&expected)) if reason_name(found) != expected => {
            Some(format!("{name}: expected {expected}, got {}: {answer}", reason_name(found)))
        }
        _ => None,
    }
}

fn reason_name(reason: &Reason) -> &'static str {
    match reason {
        Reason::NotValid(_) => "NotValid",
        Reason::TooLarge(_) => "TooLarge",
        Reason::NoCommonValue(_) => "NoCommonValue",
        Reason::DestinationUninhabited => "DestinationUninhabited",
        Reason::Invariants => "Invariants",
        Reason::TooComplex(_) => "TooComplex",
        Reason::Pointer(_) => "Pointer",
        _ => "another reason",
    }
}

/// Fails with every line that disagrees.
fn report(lines: &[Option<String>]) {
    let wrong: Vec<&str> = lines.iter().flatten().map(String::as_str).collect();
    assert!(wrong.is_empty(), "{} lines disagree with the contract:\n{}", wrong.len(), wrong.join("\n"));
}

// The cases. Everything from here to the end of the file is shared with
// `scripts/bench-compile-time.sh`.

use core::num::NonZeroU8;

/// Calls `$callback! { $($args)* [names] }` with the first names of the
/// table: `macro_rules!` cannot make identifiers, so the items that need
/// hundreds of them (variants, union fields) take them from here. `$counts`
/// says how many, as a sum of 16s, 4s and 1s: `[16 4]` is 20 names.
macro_rules! with_names {
    ($counts:tt, $callback:ident! { $($args:tt)* }) => {
        take_names! {
            $counts [] $callback { $($args)* }
            v00 v01 v02 v03 v04 v05 v06 v07 v08 v09 v0a v0b v0c v0d v0e v0f
            v10 v11 v12 v13 v14 v15 v16 v17 v18 v19 v1a v1b v1c v1d v1e v1f
            v20 v21 v22 v23 v24 v25 v26 v27 v28 v29 v2a v2b v2c v2d v2e v2f
            v30 v31 v32 v33 v34 v35 v36 v37 v38 v39 v3a v3b v3c v3d v3e v3f
            v40 v41 v42 v43 v44 v45 v46 v47 v48 v49 v4a v4b v4c v4d v4e v4f
            v50 v51 v52 v53 v54 v55 v56 v57 v58 v59 v5a v5b v5c v5d v5e v5f
            v60 v61 v62 v63 v64 v65 v66 v67 v68 v69 v6a v6b v6c v6d v6e v6f
            v70 v71 v72 v73 v74 v75 v76 v77 v78 v79 v7a v7b v7c v7d v7e v7f
            v80 v81 v82 v83 v84 v85 v86 v87 v88 v89 v8a v8b v8c v8d v8e v8f
            v90 v91 v92 v93 v94 v95 v96 v97 v98 v99 v9a v9b v9c v9d v9e v9f
            va0 va1 va2 va3 va4 va5 va6 va7 va8 va9 vaa vab vac vad vae vaf
            vb0 vb1 vb2 vb3 vb4 vb5 vb6 vb7 vb8 vb9 vba vbb vbc vbd vbe vbf
            vc0 vc1 vc2 vc3 vc4 vc5 vc6 vc7 vc8 vc9 vca vcb vcc vcd vce vcf
            vd0 vd1 vd2 vd3 vd4 vd5 vd6 vd7 vd8 vd9 vda vdb vdc vdd vde vdf
            ve0 ve1 ve2 ve3 ve4 ve5 ve6 ve7 ve8 ve9 vea veb vec ved vee vef
            vf0 vf1 vf2 vf3 vf4 vf5 vf6 vf7 vf8 vf9 vfa vfb vfc vfd vfe vff
        }
    };
}

/// The work of `with_names!`: moves names from the table (after the
/// callback) to the taken list, as many as the counts say.
macro_rules! take_names {
    ([] [$($taken:ident)*] $callback:ident { $($args:tt)* } $($rest:ident)*) => {
        $callback! { $($args)* [$($taken)*] }
    };
    ([16 $($counts:tt)*] $taken:tt $callback:ident $args:tt $($rest:ident)*) => {
        take_names! { [4 4 4 4 $($counts)*] $taken $callback $args $($rest)* }
    };
    ([4 $($counts:tt)*] [$($taken:ident)*] $callback:ident $args:tt $a:ident $b:ident $c:ident $d:ident $($rest:ident)*) => {
        take_names! { [$($counts)*] [$($taken)* $a $b $c $d] $callback $args $($rest)* }
    };
    ([1 $($counts:tt)*] [$($taken:ident)*] $callback:ident $args:tt $a:ident $($rest:ident)*) => {
        take_names! { [$($counts)*] [$($taken)* $a] $callback $args $($rest)* }
    };
}

/// A `#[repr(u8)]` enum with one variant per name, tags from 0, each
/// holding a `$field`, and optionally a last variant holding another type.
macro_rules! enumeration {
    ($enum:ident ($field:ty) $(, $last:ident($last_field:ty))? [$($name:ident)*]) => {
        described! {
            #[allow(non_camel_case_types, dead_code)]
            #[derive(Clone, Copy)]
            #[repr(u8)]
            pub enum $enum {
                $($name($field),)*
                $($last($last_field),)?
            }
        }
    };
}

/// `enumeration!` with the variants declared in the reverse order, each
/// keeping the tag of its name (`Tags256::$name`): the same values in
/// another order. An optional first variant holds another type, with the
/// tag given.
macro_rules! reversed_enumeration {
    ($enum:ident ($field:ty) $(, $first:ident($first_field:ty) = $tag:literal)? [$($name:ident)*]) => {
        reversed_enumeration! { @reverse $enum ($field) $(, $first($first_field) = $tag)? [] [$($name)*] }
    };
    (@reverse $enum:ident $field:tt $(, $first:ident $first_field:tt = $tag:literal)? [$($done:ident)*]
        [$a:ident $b:ident $c:ident $d:ident $e:ident $f:ident $g:ident $h:ident
         $i:ident $j:ident $k:ident $l:ident $m:ident $n:ident $o:ident $p:ident $($rest:ident)*]) => {
        reversed_enumeration! {
            @reverse $enum $field $(, $first $first_field = $tag)?
            [$p $o $n $m $l $k $j $i $h $g $f $e $d $c $b $a $($done)*] [$($rest)*]
        }
    };
    (@reverse $enum:ident $field:tt $(, $first:ident $first_field:tt = $tag:literal)? [$($done:ident)*]
        [$a:ident $($rest:ident)*]) => {
        reversed_enumeration! { @reverse $enum $field $(, $first $first_field = $tag)? [$a $($done)*] [$($rest)*] }
    };
    (@reverse $enum:ident ($field:ty) $(, $first:ident($first_field:ty) = $tag:literal)? [$($done:ident)*] []) => {
        described! {
            #[allow(non_camel_case_types, dead_code)]
            #[derive(Clone, Copy)]
            #[repr(u8)]
            pub enum $enum {
                $($first($first_field) = $tag,)?
                $($done($field) = Tags256::$done as u8,)*
            }
        }
    };
}

/// A `#[repr(u8)]` enum with one fieldless variant per name: its tags.
macro_rules! tags {
    ($enum:ident [$($name:ident)*]) => {
        described! {
            #[allow(non_camel_case_types, dead_code)]
            #[derive(Clone, Copy)]
            #[repr(u8)]
            pub enum $enum {
                $($name,)*
            }
        }
    };
}

/// A `#[repr(C)]` struct with one field of type `$field` per name.
macro_rules! fields {
    ($struct:ident: $field:ty [$($name:ident)*]) => {
        described! {
            #[derive(Clone, Copy)]
            #[repr(C)]
            pub struct $struct {
                $(pub $name: $field,)*
            }
        }
    };
}

/// A `#[repr(C)]` union with one field per name, where the field named `vi`
/// is a `#[repr(C)]` struct (`$module::vi::Shape`) of `$plain` fields with
/// one `$special` field at position `i`, and an optional last field of
/// another type.
macro_rules! overlapping_union {
    ($union:ident in $module:ident: $plain:ty, $special:ty $(, $extra_name:ident: $extra:ty)? [$($name:ident)*]) => {
        pub mod $module {
            #[allow(unused_imports)]
            use super::*;
            overlapping_union!(@shapes $plain, $special, [], [$($name)*]);
        }
        described! {
            #[derive(Clone, Copy)]
            #[repr(C)]
            pub union $union {
                $(pub $name: $module::$name::Shape,)*
                $(pub $extra_name: $extra,)?
            }
        }
    };
    (@shapes $plain:ty, $special:ty, [$($before:ident)*], [$name:ident $($after:ident)*]) => {
        pub mod $name {
            #[allow(unused_imports)]
            use super::*;
            described! {
                #[derive(Clone, Copy)]
                #[repr(C)]
                pub struct Shape {
                    $(pub $before: $plain,)*
                    pub $name: $special,
                    $(pub $after: $plain,)*
                }
            }
        }
        overlapping_union!(@shapes $plain, $special, [$($before)* $name], [$($after)*]);
    };
    (@shapes $plain:ty, $special:ty, [$($before:ident)*], []) => {};
}

// 256 tags in one byte: every `u8` is one of them.
with_names!([16 16 16 16 16 16 16 16 16 16 16 16 16 16 16 16], tags! { Tags256 });
// 256 variants, each with a byte of payload: every `[u8; 2]` is one of them.
with_names!([16 16 16 16 16 16 16 16 16 16 16 16 16 16 16 16], enumeration! { Payloads256 (u8) });
// 255 such variants, then one whose payload is a `bool`, checked last.
with_names!([16 16 16 16 16 16 16 16 16 16 16 16 16 16 16 4 4 4 1 1 1], enumeration! { LastBool256 (u8), Last(bool) });
// `Payloads256` and `LastBool256` with their variants declared from the
// last tag to the first.
with_names!([16 16 16 16 16 16 16 16 16 16 16 16 16 16 16 16], reversed_enumeration! { ReversedPayloads256 (u8) });
with_names!(
    [16 16 16 16 16 16 16 16 16 16 16 16 16 16 16 4 4 4 1 1 1],
    reversed_enumeration! { ReversedLastBool256 (u8), Last(bool) = 255 }
);

// 64 `char` fields.
with_names!([16 16 16 16], fields! { Chars64: char });

// The union of n structs of `u8`, each with one `bool` at its own offset:
// the nightly check's exponential case. Only `[u8; n]` strings with a byte
// 0 or 1 somewhere are a value of it.
with_names!([16 4], overlapping_union! { BoolSomewhere20 in bool_somewhere_20: u8, bool });
with_names!([16 16 16 16], overlapping_union! { BoolSomewhere64 in bool_somewhere_64: u8, bool });
// The same with `bool`s at `i` and `i + 1` (63 fields, of 64 bytes): no
// field of it takes a `BoolSomewhere64` field whole.
with_names!([16 16 16 4 4 4 1 1 1], overlapping_union! { BoolPairSomewhere64 in bool_pair_somewhere_64: u8, [bool; 2] });
// Unions whose fields cover every `[u8; 64]` only together: a string is
// either all zeros, or nonzero somewhere.
with_names!([16 16 16 16], overlapping_union! { NonZeroSomewhere64 in non_zero_somewhere_64: u8, NonZeroU8 });
with_names!([16 16 16 16], overlapping_union! { NonZeroSomewhereOrZeros64 in non_zero_somewhere_or_zeros_64: u8, NonZeroU8, zeros: [Zero; 64] });

described! {
    /// The byte 0 and nothing else.
    #[derive(Clone, Copy)]
    #[repr(u8)]
    pub enum Zero {
        Zero = 0,
    }
}

described! {
    /// One single-field struct.
    #[derive(Clone, Copy)]
    #[repr(C)]
    pub struct Wrap<T>(pub T);
}
pub type Wrap2<T> = Wrap<Wrap<T>>;
pub type Wrap4<T> = Wrap2<Wrap2<T>>;
pub type Wrap8<T> = Wrap4<Wrap4<T>>;
pub type Wrap16<T> = Wrap8<Wrap8<T>>;
pub type Wrap32<T> = Wrap16<Wrap16<T>>;
/// 64 single-field structs, one inside the other.
pub type Wrap64<T> = Wrap32<Wrap32<T>>;

described! {
    /// Three bytes, the middle one a `bool`.
    #[derive(Clone, Copy)]
    #[repr(C)]
    pub struct Triple {
        pub a: u8,
        pub flag: bool,
        pub b: u8,
    }
}

described! {
    /// Two `bool`s, as separate fields.
    #[derive(Clone, Copy)]
    #[repr(C)]
    pub struct TwoFlags {
        pub a: bool,
        pub b: bool,
    }
}

described! {
    /// A `bool`, then a byte.
    #[derive(Clone, Copy)]
    #[repr(C)]
    pub struct FlagFirst {
        pub flag: bool,
        pub byte: u8,
    }
}

described! {
    /// Seven `bool`s, as separate fields.
    #[derive(Clone, Copy)]
    #[repr(C)]
    pub struct SevenFlags(pub bool, pub bool, pub bool, pub bool, pub bool, pub bool, pub bool);
}

described! {
    /// Five bytes, two of them `bool`s.
    #[derive(Clone, Copy)]
    #[repr(C)]
    pub struct FiveMixed(pub u8, pub bool, pub u8, pub bool, pub bool);
}

checks! {
    // A megabyte of array costs what one element costs.
    bytes_into_bytes_1m: [u8; 1 << 20] => [u8; 1 << 20], NOTHING, yes;
    words_into_bytes_1m: [u16; 1 << 19] => [u8; 1 << 20], NOTHING, yes;
    bytes_into_bools_1m: [u8; 1 << 20] => [bool; 1 << 20], NOTHING, no(NotValid);

    // Arrays of structs against arrays of another element size: the walk
    // repeats every lcm(3, 2) = 6 and lcm(7, 5) = 35 bytes.
    triples_into_flag_first: [Triple; 4096] => [FlagFirst; 6144], NOTHING, no(NotValid);
    flag_first_into_triples: [FlagFirst; 6144] => [Triple; 4096], NOTHING, no(NotValid);
    two_flags_into_triples: [TwoFlags; 6144] => [Triple; 4096], NOTHING, yes;
    sevens_into_fives: [SevenFlags; 5 * 4096] => [FiveMixed; 7 * 4096], NOTHING, yes;
    fives_into_sevens: [FiveMixed; 7 * 4096] => [SevenFlags; 5 * 4096], NOTHING, no(NotValid);
    fives_into_sevens_assuming_validity: [FiveMixed; 7 * 4096] => [SevenFlags; 5 * 4096], VALIDITY, yes;

    // 256 variants.
    tags_256_into_byte: Tags256 => u8, NOTHING, yes;
    byte_into_tags_256: u8 => Tags256, NOTHING, yes;
    bytes_into_payloads_256: [u8; 2] => Payloads256, NOTHING, yes;
    payloads_256_into_bytes: Payloads256 => [u8; 2], NOTHING, yes;
    bytes_into_last_bool_256: [u8; 2] => LastBool256, NOTHING, no(NotValid);
    // Each source variant finds the destination variant of its tag in the
    // destination's tag table, and needs look at no other.
    payloads_256_into_payloads_256: Payloads256 => Payloads256, NOTHING, yes;
    last_bool_256_into_payloads_256: LastBool256 => Payloads256, NOTHING, yes;
    payloads_256_into_last_bool_256: Payloads256 => LastBool256, NOTHING, no(NotValid);
    // The same, with the variants declared in the reverse order on one side.
    payloads_256_into_reversed_payloads_256: Payloads256 => ReversedPayloads256, NOTHING, yes;
    reversed_payloads_256_into_payloads_256_validity: ReversedPayloads256 => Payloads256, VALIDITY, yes;
    reversed_payloads_256_into_payloads_256: ReversedPayloads256 => Payloads256, NOTHING, yes;
    reversed_last_bool_256_into_payloads_256: ReversedLastBool256 => Payloads256, NOTHING, yes;
    payloads_256_into_reversed_last_bool_256: Payloads256 => ReversedLastBool256, NOTHING, no(NotValid);
    // Through shared references: the referents both ways, and alignment.
    ref_tags_256_into_ref_tags_256: &'static Tags256 => &'static Tags256, NOTHING, yes;
    ref_payloads_256_into_ref_payloads_256: &'static Payloads256 => &'static Payloads256, NOTHING, yes;
    // As by value above; neither side holds a cell, so the referents need
    // no walk of every source variant against every destination variant
    // for where cells lie.
    ref_payloads_256_into_ref_reversed_payloads_256: &'static Payloads256 => &'static ReversedPayloads256, NOTHING, yes;
    ref_payloads_256_into_ref_last_bool_256: &'static Payloads256 => &'static LastBool256, NOTHING, no(Pointer);

    // 64 nested structs around one byte.
    nested_64_into_byte: Wrap64<Option<NonZeroU8>> => u8, NOTHING, yes;
    byte_into_nested_64: u8 => Wrap64<Option<NonZeroU8>>, NOTHING, yes;
    nested_64_non_zero_into_byte: Wrap64<NonZeroU8> => u8, NOTHING, yes;
    byte_into_nested_64_non_zero: u8 => Wrap64<NonZeroU8>, NOTHING, no(NotValid);

    // 64 fields, each of several byte patterns.
    chars_64_into_words: Chars64 => [u32; 64], NOTHING, yes;
    words_into_chars_64: [u32; 64] => Chars64, NOTHING, no(NotValid);
    words_into_chars_64_assuming_validity: [u32; 64] => Chars64, VALIDITY, yes;
    chars_64_into_chars_64: Chars64 => Chars64, NOTHING, yes;
    char_array_into_chars_64: [char; 64] => Chars64, NOTHING, yes;
    ref_char_array_into_ref_chars_64: &'static [char; 64] => &'static Chars64, NOTHING, yes;
    ref_chars_64_into_ref_words: &'static Chars64 => &'static [u32; 64], NOTHING, yes;
    ref_words_into_ref_chars_64: &'static [u32; 64] => &'static Chars64, NOTHING, no(Pointer);

    // Overlapping unions.
    union_20_into_bytes: BoolSomewhere20 => [u8; 20], NOTHING, yes;
    // Every byte is a `u8` of all fields but one, written alone: the
    // union's mix (KNOWN_DIFFERENCES.md, "Unions into unions") is every
    // string of bytes.
    bytes_into_union_20: [u8; 20] => BoolSomewhere20, NOTHING, yes;
    union_64_into_bytes: BoolSomewhere64 => [u8; 64], NOTHING, yes;
    bytes_into_union_64: [u8; 64] => BoolSomewhere64, NOTHING, yes;
    bytes_into_union_64_assuming_validity: [u8; 64] => BoolSomewhere64, VALIDITY, yes;
    // A union may hold a mix of its fields, which safe code writes piece by
    // piece: `v0.v0 = 7` over `v1`, then no field's `bool` need be 0 or 1;
    // the same union holds the same mix.
    union_20_into_union_20: BoolSomewhere20 => BoolSomewhere20, NOTHING, yes;
    union_64_into_union_64: BoolSomewhere64 => BoolSomewhere64, NOTHING, yes;
    unions_64_into_unions_64: [BoolSomewhere64; 1024] => [BoolSomewhere64; 1024], NOTHING, yes;
    bytes_into_covering_union_64: [u8; 64] => NonZeroSomewhereOrZeros64, NOTHING, yes;
    // No field holds all zeros, but their mix does: `v0` whole, then
    // `v1.v0 = 0`, ... (each a `u8` of a field that is not `v0`).
    bytes_into_almost_covering_union_64: [u8; 64] => NonZeroSomewhere64, NOTHING, yes;
}

slow_checks! {
    // A mixed source into another union's 64 fields at once: each field
    // tried alone, then the destination's mix, which holds every
    // `[u8; 64]` in both (a `[bool; 2]` is written whole, but every byte is
    // also a `u8` of other fields).
    pairs_union_64_into_union_64: BoolPairSomewhere64 => BoolSomewhere64, NOTHING, yes;
    union_64_into_pairs_union_64: BoolSomewhere64 => BoolPairSomewhere64, NOTHING, yes;
}

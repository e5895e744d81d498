//! A `repr(i8)` enum whose implicit discriminants run from -128 on, past
//! -1 to 0 and beyond. rustc (1.95 and nightly) compiles such an enum but
//! cannot cast its 129th variant and those after it (`E::V128 as i8`,
//! `as i128`: "attempt to compute `i8::MIN + i8::MIN`"): it adds the
//! distance to the written discriminant in the enum's own type. The derive
//! reads every discriminant by such a cast; there it casts the variant 127
//! past the written one and adds the rest.
//!
//! Verdicts from the contract (`BRIEF.md`: an enum accepts its tags only)
//! and the language's rule (each implicit discriminant is one more than the
//! one before): `Full` holds every byte, `Partial` the bytes of -128..=71.

use transmutable::{is_transmutable, Assume, Layout};

/// 256 variants, -128 to 127: every byte is a tag.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[transmutable(portable)]
#[repr(i8)]
#[rustfmt::skip]
pub enum Full {
    V0 = -128, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12, V13, V14, V15,
    V16, V17, V18, V19, V20, V21, V22, V23, V24, V25, V26, V27, V28, V29, V30, V31,
    V32, V33, V34, V35, V36, V37, V38, V39, V40, V41, V42, V43, V44, V45, V46, V47,
    V48, V49, V50, V51, V52, V53, V54, V55, V56, V57, V58, V59, V60, V61, V62, V63,
    V64, V65, V66, V67, V68, V69, V70, V71, V72, V73, V74, V75, V76, V77, V78, V79,
    V80, V81, V82, V83, V84, V85, V86, V87, V88, V89, V90, V91, V92, V93, V94, V95,
    V96, V97, V98, V99, V100, V101, V102, V103, V104, V105, V106, V107, V108, V109, V110, V111,
    V112, V113, V114, V115, V116, V117, V118, V119, V120, V121, V122, V123, V124, V125, V126, V127,
    V128, V129, V130, V131, V132, V133, V134, V135, V136, V137, V138, V139, V140, V141, V142, V143,
    V144, V145, V146, V147, V148, V149, V150, V151, V152, V153, V154, V155, V156, V157, V158, V159,
    V160, V161, V162, V163, V164, V165, V166, V167, V168, V169, V170, V171, V172, V173, V174, V175,
    V176, V177, V178, V179, V180, V181, V182, V183, V184, V185, V186, V187, V188, V189, V190, V191,
    V192, V193, V194, V195, V196, V197, V198, V199, V200, V201, V202, V203, V204, V205, V206, V207,
    V208, V209, V210, V211, V212, V213, V214, V215, V216, V217, V218, V219, V220, V221, V222, V223,
    V224, V225, V226, V227, V228, V229, V230, V231, V232, V233, V234, V235, V236, V237, V238, V239,
    V240, V241, V242, V243, V244, V245, V246, V247, V248, V249, V250, V251, V252, V253, V254, V255,
}

/// 200 variants, -128 to 71.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(i8)]
#[rustfmt::skip]
pub enum Partial {
    V0 = -128, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12, V13, V14, V15,
    V16, V17, V18, V19, V20, V21, V22, V23, V24, V25, V26, V27, V28, V29, V30, V31,
    V32, V33, V34, V35, V36, V37, V38, V39, V40, V41, V42, V43, V44, V45, V46, V47,
    V48, V49, V50, V51, V52, V53, V54, V55, V56, V57, V58, V59, V60, V61, V62, V63,
    V64, V65, V66, V67, V68, V69, V70, V71, V72, V73, V74, V75, V76, V77, V78, V79,
    V80, V81, V82, V83, V84, V85, V86, V87, V88, V89, V90, V91, V92, V93, V94, V95,
    V96, V97, V98, V99, V100, V101, V102, V103, V104, V105, V106, V107, V108, V109, V110, V111,
    V112, V113, V114, V115, V116, V117, V118, V119, V120, V121, V122, V123, V124, V125, V126, V127,
    V128, V129, V130, V131, V132, V133, V134, V135, V136, V137, V138, V139, V140, V141, V142, V143,
    V144, V145, V146, V147, V148, V149, V150, V151, V152, V153, V154, V155, V156, V157, V158, V159,
    V160, V161, V162, V163, V164, V165, V166, V167, V168, V169, V170, V171, V172, V173, V174, V175,
    V176, V177, V178, V179, V180, V181, V182, V183, V184, V185, V186, V187, V188, V189, V190, V191,
    V192, V193, V194, V195, V196, V197, V198, V199,
}

/// 200 variants, -128 to 71, every other one holding a byte: its
/// discriminants are computed from the written one, not cast.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(i8)]
#[rustfmt::skip]
pub enum WithFields {
    V0(u8) = -128, V1, V2(u8), V3, V4(u8), V5, V6(u8), V7, V8(u8), V9, V10(u8), V11, V12(u8), V13, V14(u8), V15,
    V16(u8), V17, V18(u8), V19, V20(u8), V21, V22(u8), V23, V24(u8), V25, V26(u8), V27, V28(u8), V29, V30(u8), V31,
    V32(u8), V33, V34(u8), V35, V36(u8), V37, V38(u8), V39, V40(u8), V41, V42(u8), V43, V44(u8), V45, V46(u8), V47,
    V48(u8), V49, V50(u8), V51, V52(u8), V53, V54(u8), V55, V56(u8), V57, V58(u8), V59, V60(u8), V61, V62(u8), V63,
    V64(u8), V65, V66(u8), V67, V68(u8), V69, V70(u8), V71, V72(u8), V73, V74(u8), V75, V76(u8), V77, V78(u8), V79,
    V80(u8), V81, V82(u8), V83, V84(u8), V85, V86(u8), V87, V88(u8), V89, V90(u8), V91, V92(u8), V93, V94(u8), V95,
    V96(u8), V97, V98(u8), V99, V100(u8), V101, V102(u8), V103, V104(u8), V105, V106(u8), V107, V108(u8), V109, V110(u8), V111,
    V112(u8), V113, V114(u8), V115, V116(u8), V117, V118(u8), V119, V120(u8), V121, V122(u8), V123, V124(u8), V125, V126(u8), V127,
    V128(u8), V129, V130(u8), V131, V132(u8), V133, V134(u8), V135, V136(u8), V137, V138(u8), V139, V140(u8), V141, V142(u8), V143,
    V144(u8), V145, V146(u8), V147, V148(u8), V149, V150(u8), V151, V152(u8), V153, V154(u8), V155, V156(u8), V157, V158(u8), V159,
    V160(u8), V161, V162(u8), V163, V164(u8), V165, V166(u8), V167, V168(u8), V169, V170(u8), V171, V172(u8), V173, V174(u8), V175,
    V176(u8), V177, V178(u8), V179, V180(u8), V181, V182(u8), V183, V184(u8), V185, V186(u8), V187, V188(u8), V189, V190(u8), V191,
    V192(u8), V193, V194(u8), V195, V196(u8), V197, V198(u8), V199,
}

/// 200 variants, -128 to 71, as an `i16`: casts reach 32,767 variants
/// there.
#[derive(Layout, Clone, Copy, PartialEq, Debug)]
#[repr(i16)]
#[rustfmt::skip]
pub enum Wide {
    V0 = -128, V1, V2, V3, V4, V5, V6, V7, V8, V9, V10, V11, V12, V13, V14, V15,
    V16, V17, V18, V19, V20, V21, V22, V23, V24, V25, V26, V27, V28, V29, V30, V31,
    V32, V33, V34, V35, V36, V37, V38, V39, V40, V41, V42, V43, V44, V45, V46, V47,
    V48, V49, V50, V51, V52, V53, V54, V55, V56, V57, V58, V59, V60, V61, V62, V63,
    V64, V65, V66, V67, V68, V69, V70, V71, V72, V73, V74, V75, V76, V77, V78, V79,
    V80, V81, V82, V83, V84, V85, V86, V87, V88, V89, V90, V91, V92, V93, V94, V95,
    V96, V97, V98, V99, V100, V101, V102, V103, V104, V105, V106, V107, V108, V109, V110, V111,
    V112, V113, V114, V115, V116, V117, V118, V119, V120, V121, V122, V123, V124, V125, V126, V127,
    V128, V129, V130, V131, V132, V133, V134, V135, V136, V137, V138, V139, V140, V141, V142, V143,
    V144, V145, V146, V147, V148, V149, V150, V151, V152, V153, V154, V155, V156, V157, V158, V159,
    V160, V161, V162, V163, V164, V165, V166, V167, V168, V169, V170, V171, V172, V173, V174, V175,
    V176, V177, V178, V179, V180, V181, V182, V183, V184, V185, V186, V187, V188, V189, V190, V191,
    V192, V193, V194, V195, V196, V197, V198, V199,
}

#[test]
fn implicit_discriminants_past_the_reach_of_a_cast() {
    assert!(is_transmutable::<u8, Full>(Assume::NOTHING));
    assert!(is_transmutable::<Full, i8>(Assume::NOTHING));
    assert!(transmutable::portable::is_transmutable::<u8, Full>(Assume::NOTHING));
    assert!(!is_transmutable::<u8, Partial>(Assume::NOTHING));
    assert!(is_transmutable::<u8, Partial>(Assume::VALIDITY));
    assert!(is_transmutable::<Partial, Full>(Assume::NOTHING));
    assert!(!is_transmutable::<Full, Partial>(Assume::NOTHING));
    assert!(is_transmutable::<Wide, i16>(Assume::NOTHING));
    assert!(!is_transmutable::<i16, Wide>(Assume::NOTHING));

    // The variant of each byte, by position: -128 is `V0`.
    assert_eq!(transmutable::transmute::<u8, Full>(0x80), Full::V0);
    assert_eq!(transmutable::transmute::<u8, Full>(0xFF), Full::V127);
    assert_eq!(transmutable::transmute::<u8, Full>(0), Full::V128);
    assert_eq!(transmutable::transmute::<u8, Full>(72), Full::V200);
    assert_eq!(transmutable::transmute::<u8, Full>(127), Full::V255);
    assert_eq!(transmutable::transmute::<Full, i8>(Full::V200), 72);
    for byte in 0..=255u8 {
        let position = (byte as i8 as i16 + 128) as usize;
        assert_eq!(transmutable::try_transmute::<u8, Partial>(byte).is_ok(), position < 200, "{byte}");
        assert_eq!(transmutable::try_transmute::<[u8; 2], WithFields>([byte, 7]).is_ok(), position < 200, "{byte}");
    }
    assert_eq!(transmutable::try_transmute::<u8, Partial>(71).ok(), Some(Partial::V199));
    assert_eq!(transmutable::try_transmute::<[u8; 2], WithFields>([0, 7]).ok(), Some(WithFields::V128(7)));
    assert_eq!(transmutable::try_transmute::<i16, Wide>(71).ok(), Some(Wide::V199));
    assert!(transmutable::try_transmute::<i16, Wide>(72).is_err());
    assert!(transmutable::try_transmute::<i16, Wide>(-129).is_err());
}

//! Whether two descriptions describe one type: a property of descriptions,
//! kept with them (`description/same.rs`); the walks use it by this name.

pub(crate) use crate::description::same::{one_type, same_prefix_values, same_types, same_unions, same_values};

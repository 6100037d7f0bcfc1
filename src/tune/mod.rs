//! Tuning the evaluation on results: the data from bot games (`data`) and
//! the fit of the weights (`fit`).

pub mod data;
pub mod fit;

pub use crate::bot::features::Stage;

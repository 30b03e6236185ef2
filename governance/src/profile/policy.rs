//! Policies: named rule sets a profile includes (`include = ["baseline"]`), run before the
//! profile's own rules. `baseline` is the hazard policy every built-in profile includes.

/// The built-in policies, by name.
pub const BUILTIN_POLICY_NAMES: [&str; 1] = ["baseline"];

const BUILTIN_POLICY_SOURCES: [&str; 1] = [include_str!("policy/baseline.toml")];

/// A built-in policy's TOML.
pub fn builtin_source(name: &str) -> Option<&'static str> {
    BUILTIN_POLICY_NAMES.iter().position(|n| *n == name).map(|i| BUILTIN_POLICY_SOURCES[i])
}

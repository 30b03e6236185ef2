//! keel-themes: semantic style slots for the workbench (border, title, approve, violation, …),
//! built-in TOML themes and user themes.

//! `keel regulate`'s module, compiled here until `app/src/main.rs` wires the subcommand: its unit
//! tests (in the module) run as part of this target.

#[path = "../../app/src/commands/regulate.rs"]
mod regulate;

#[test]
fn the_flags_parse_as_the_spec_names_them() {
    use clap::Parser;
    #[derive(Debug, Parser)]
    struct Cli {
        #[command(flatten)]
        args: regulate::RegulateArgs,
    }
    let cli = Cli::try_parse_from([
        "keel",
        "--user",
        "ada",
        "--cost-cap",
        "500",
        "--scope-threshold",
        "0.4",
        "--state",
        "s.json",
    ])
    .unwrap();
    assert_eq!(cli.args.user.as_deref(), Some("ada"));
    assert_eq!(cli.args.cost_cap, Some(500));
    assert_eq!(cli.args.scope_threshold, Some(0.4));
    assert_eq!(cli.args.state.as_deref(), Some(std::path::Path::new("s.json")));
    assert!(Cli::try_parse_from(["keel", "--scope-threshold", "1.5"]).is_err());
}

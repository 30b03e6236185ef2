//! The committed everyday question set (`tests/fixtures/everyday/questions.jsonl`): it loads
//! under its schema, covers the categories a new user asks about, every reference answer passes
//! its own checks, and the checks catch systematic corruptions of those answers (emptied,
//! looped, cut at the cap, the fact removed, a forbidden claim added).

use std::path::PathBuf;

use keel_app::everyday::{self, Ending, Failure, Item, contains_phrase};

fn set() -> Vec<Item> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/everyday/questions.jsonl");
    everyday::load(&path).expect("the everyday set loads")
}

#[test]
fn the_set_is_large_and_varied() {
    let items = set();
    assert!(items.len() >= 100, "{} questions", items.len());
    let mut categories = std::collections::BTreeMap::<&str, usize>::new();
    for item in &items {
        *categories.entry(item.category.as_str()).or_default() += 1;
    }
    for expected in [
        "fact",
        "arithmetic",
        "how-to",
        "code",
        "summary",
        "advice",
        "translation",
        "definition",
        "conversion",
        "reasoning",
        "writing",
    ] {
        assert!(categories.get(expected).is_some_and(|&n| n >= 6), "{expected}: {categories:?}");
    }
    assert_eq!(categories.len(), 11, "{categories:?}");
}

#[test]
fn every_reference_answer_is_useful() {
    for item in set() {
        let failed = everyday::failed_checks(&item, &item.reference, Ending::Stopped);
        assert!(failed.is_empty(), "{}: {:?}", item.id, failed);
    }
}

#[test]
fn corrupted_references_fail() {
    for item in set() {
        let fails =
            |answer: &str, ending| !everyday::failed_checks(&item, answer, ending).is_empty();
        assert!(fails("", Ending::Stopped), "{}: empty", item.id);
        assert!(fails(&item.reference, Ending::Cap), "{}: cut at the cap", item.id);
        // Said again and again: a loop, whatever the content.
        let words = item.reference.split_whitespace().count().max(1);
        let looped = vec![item.reference.as_str(); 40 / words + 3].join(" ");
        assert!(
            everyday::failed_checks(&item, &looped, Ending::Stopped).contains(&Failure::Loop),
            "{}: {looped}",
            item.id
        );
        // The fact taken out: every accepted form of it removed.
        let mut without = item.reference.to_lowercase();
        for phrase in item.must_contain_any.iter().chain(&item.must_contain_all) {
            without = without.replace(&phrase.trim().to_lowercase(), " ");
        }
        assert!(fails(&without, Ending::Stopped), "{}: {without}", item.id);
        // A forbidden claim added.
        for phrase in &item.must_not_contain {
            let claim = format!("{} {phrase}.", item.reference);
            assert!(contains_phrase(&claim, phrase));
            assert!(fails(&claim, Ending::Stopped), "{}: {claim}", item.id);
        }
    }
}

//! The OpenAPI 3.1 document of `keel serve`, hand-written beside this file (`openapi.json`) and
//! served as is at `GET /openapi.json`.

/// The document.
pub const DOCUMENT: &str = include_str!("openapi.json");

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use serde_json::Value;

    use super::DOCUMENT;
    use crate::serve::router::ROUTES;

    #[test]
    fn the_document_names_exactly_the_routes() {
        let doc: Value = serde_json::from_str(DOCUMENT).expect("openapi.json is JSON");
        assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
        assert_eq!(doc["info"]["version"], env!("CARGO_PKG_VERSION"));
        let mut documented = BTreeSet::new();
        for (path, item) in doc["paths"].as_object().unwrap() {
            for method in item.as_object().unwrap().keys() {
                if ["get", "post", "put", "patch", "delete", "head", "options"]
                    .contains(&method.as_str())
                {
                    documented.insert((method.clone(), path.clone()));
                }
            }
        }
        let routed: BTreeSet<(String, String)> =
            ROUTES.iter().map(|(m, p)| ((*m).to_owned(), (*p).to_owned())).collect();
        assert_eq!(documented, routed);
    }
}

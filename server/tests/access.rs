//! Access declared once and swept from the declaration: every operation of the OpenAPI document
//! is called anonymously, by accounts whose roles lack the permission its guard names (the
//! document's bearer scopes, written from the guards themselves), and by accounts holding it.
//! A new endpoint that forgets its guard, or a document that names the wrong permission, fails
//! here.

use std::collections::{BTreeSet, HashMap};

use crate::common::{DEMO_PASSWORD, TestApp, spawn_app};
use reqwest::Method;
use serde_json::{Value, json};

/// An account holding exactly these permissions (through one new role), logged in.
async fn holder(
    app: &TestApp,
    admin: &str,
    catalogue: &HashMap<String, i64>,
    wanted: &[&str],
) -> String {
    let n = rand::random_range(0..100_000_000u32);
    let role = format!("sweep-{n}");
    let ids: Vec<i64> = wanted.iter().map(|p| catalogue[*p]).collect();
    app.create_role(
        admin,
        json!({"name": role, "description": "巡检角色", "permissions": ids}),
    )
    .await
    .ok();
    let username = format!("s{n:08}");
    app.create_user(
        admin,
        json!({
            "username": username, "name": "巡检", "phone": format!("136{n:08}"),
            "email": format!("{username}@example.cn"), "idCard": "44010119900501123X",
            "birth": 642_873_600_000_i64, "education": "本科", "degree": "学士",
            "password": DEMO_PASSWORD, "roles": [role], "permissions": [],
        }),
    )
    .await
    .ok();
    app.session(&username, DEMO_PASSWORD).await
}

/// The operation's path with every parameter an id that names nothing (so no holder's call
/// changes anything that exists).
fn concrete(path: &str) -> String {
    let mut out = String::new();
    let mut rest = path;
    while let Some((before, after)) = rest.split_once('{') {
        out.push_str(before);
        out.push_str("987654");
        rest = after.split_once('}').map_or("", |(_, tail)| tail);
    }
    out.push_str(rest);
    out
}

#[tokio::test]
async fn every_operation_refuses_exactly_the_callers_its_declaration_refuses() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let doc = app.openapi().await.body;
    assert!(doc["components"]["securitySchemes"]["bearer"].is_object());
    let catalogue: HashMap<String, i64> = app.permissions(&admin).await.ok()["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["id"].as_i64().unwrap(),
            )
        })
        .collect();
    let everything: Vec<&str> = catalogue.keys().map(String::as_str).collect();

    // Every operation with its declared access: None (public), Some([]) (any session), or the
    // permissions of its guard.
    let mut operations = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let security = operation["security"].as_array().map(|requirements| {
                requirements
                    .iter()
                    .flat_map(|r| r["bearer"].as_array().cloned().unwrap_or_default())
                    .map(|scope| scope.as_str().unwrap().to_string())
                    .collect::<BTreeSet<String>>()
            });
            operations.push((method.to_uppercase(), path.clone(), security));
        }
    }
    assert!(operations.len() >= 140, "{} operations", operations.len());
    let guarded = operations
        .iter()
        .filter(|(_, _, s)| s.as_ref().is_some_and(|s| !s.is_empty()))
        .count();
    assert!(guarded >= 90, "{guarded} operations name a permission");
    // The staff's desks are guarded by a permission, never by a session alone.
    for (method, path, security) in &operations {
        if ["/api/v0/admin/", "/api/v0/reviewer/", "/api/v0/finance/"]
            .iter()
            .any(|desk| path.starts_with(desk))
        {
            assert!(
                security.as_ref().is_some_and(|s| !s.is_empty()),
                "{method} {path} is a staff desk without a permission guard"
            );
        }
    }

    // One holder per permission, and per guard one account holding every other permission.
    let mut holders: HashMap<String, String> = HashMap::new();
    let mut outsiders: HashMap<BTreeSet<String>, String> = HashMap::new();
    for (_, _, security) in &operations {
        let Some(scopes) = security.as_ref().filter(|s| !s.is_empty()) else {
            continue;
        };
        for scope in scopes {
            assert!(catalogue.contains_key(scope), "{scope} is a permission");
            if !holders.contains_key(scope) {
                let token = holder(&app, &admin, &catalogue, &[scope]).await;
                holders.insert(scope.clone(), token);
            }
        }
        if !outsiders.contains_key(scopes) {
            let others: Vec<&str> = (everything.iter().copied())
                .filter(|p| !scopes.contains(*p))
                .collect();
            let token = holder(&app, &admin, &catalogue, &others).await;
            outsiders.insert(scopes.clone(), token);
        }
    }

    for (method, path, security) in &operations {
        let Some(scopes) = security else {
            continue; // public
        };
        let method = Method::from_bytes(method.as_bytes()).unwrap();
        let url = concrete(path);
        let body = (method != Method::GET).then(|| json!({}));
        let call = |token: Option<String>| {
            let (method, url, body) = (method.clone(), url.clone(), body.clone());
            let app = &app;
            async move { app.call(method, &url, token.as_deref(), body).await }
        };
        let anonymous = call(None).await;
        assert_eq!(
            anonymous.status, 401,
            "{method} {path} anonymous: {}",
            anonymous.body
        );
        if scopes.is_empty() {
            continue;
        }
        let outsider = call(Some(outsiders[scopes].clone())).await;
        assert_eq!(
            outsider.status, 403,
            "{method} {path} by an account with every permission but {scopes:?}: {}",
            outsider.body
        );
        for scope in scopes {
            let let_in = call(Some(holders[scope].clone())).await;
            assert!(
                ![401, 403].contains(&let_in.status.as_u16()) && let_in.status.as_u16() < 500,
                "{method} {path} by a holder of {scope}: {} {}",
                let_in.status,
                let_in.body
            );
        }
    }
}

/// The document's permissions are the guards': the handler of each operation extracts the
/// guard whose permissions the document names.
#[test]
fn the_document_names_each_guarded_operations_permissions() {
    let doc: Value = serde_json::from_str(&skillcert::api::v0::openapi_json()).unwrap();
    let operations = skillcert::api::v0::guarded_operations();
    assert!(
        operations.len() >= 90,
        "{} guarded operations",
        operations.len()
    );
    for (method, path, permissions) in operations {
        let declared: Vec<&str> = doc["paths"][&path][&method]["security"][0]["bearer"]
            .as_array()
            .unwrap_or_else(|| panic!("{method} {path} is in the document"))
            .iter()
            .map(|s| s.as_str().unwrap())
            .collect();
        assert_eq!(declared, permissions, "{method} {path}");
    }
}

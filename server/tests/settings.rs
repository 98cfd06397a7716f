//! The administrator's settings: who reads which, the rules of each value, the audit trail, the
//! login limits taking effect on the next login, and a burst of concurrent saves.

use crate::common::spawn_app;
use futures_util::future::join_all;
use serde_json::json;

#[tokio::test]
async fn each_audience_reads_its_own_settings_and_the_site_name_is_public() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let learner = app.learner("learner01", "13900000001").await;

    let site = app.site(None::<&str>).await;
    assert_eq!(site.ok(), &json!({"siteName": ""}));
    let all = app.settings(&admin).await;
    assert_eq!(all.ok()["loginFailuresPerAddress"], "5");
    assert_eq!(all.ok()["loginFailuresPerAccount"], "10");
    assert_eq!(all.ok()["loginLockMinutes"], "15");

    let saved = app
        .save_settings(
            &admin,
            json!({"siteName": "广州技能认证中心", "registrationNotice": "报名须知：请如实填写。",
                   "bankName": "中国工商银行广州天河支行", "loginLockMinutes": " 30 "}),
        )
        .await;
    assert_eq!(saved.ok()["bankName"], "中国工商银行广州天河支行");
    assert_eq!(saved.ok()["wechatQr"], "");
    assert_eq!(saved.ok()["loginLockMinutes"], "30");

    // Before login: the site name only.
    let site = app.site(None::<&str>).await;
    assert_eq!(site.ok(), &json!({"siteName": "广州技能认证中心"}));
    // A learner: the wizard's texts, never the login limits.
    let seen = app.enrolment_settings(&learner).await;
    assert_eq!(seen.ok()["registrationNotice"], "报名须知：请如实填写。");
    assert_eq!(seen.ok()["siteName"], "广州技能认证中心");
    assert!(seen.ok().get("loginLockMinutes").is_none(), "{}", seen.body);
    // The option lists stay public.
    let options = app.enrolment_options(None::<&str>).await;
    assert_eq!(options.ok()["cities"].as_array().unwrap().len(), 21);
}

#[tokio::test]
async fn a_refused_value_saves_nothing_and_says_why() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    for (body, field, message) in [
        (json!({"secret": "x"}), "secret", "没有这一项设置"),
        (
            json!({"siteName": "名".repeat(31)}),
            "siteName",
            "不能超过30个字符",
        ),
        (
            json!({"loginFailuresPerAddress": "2", "bankName": "新银行"}),
            "loginFailuresPerAddress",
            "请输入3到50之间的整数",
        ),
        (
            json!({"loginFailuresPerAccount": "十", "bankName": "新银行"}),
            "loginFailuresPerAccount",
            "请输入5到500之间的整数",
        ),
        (
            json!({"loginLockMinutes": "1441"}),
            "loginLockMinutes",
            "请输入1到1440之间的整数",
        ),
    ] {
        let reply = app.save_settings(&admin, body.clone()).await;
        assert_eq!(reply.status.as_u16(), 400, "{body}: {}", reply.body);
        assert_eq!(reply.field(field), message, "{body}");
    }
    // Values of the wrong JSON type are a 400, not a 5xx.
    for body in [
        json!({"loginLockMinutes": 30}),
        json!(["siteName"]),
        json!("x"),
    ] {
        let reply = app.save_settings(&admin, body).await;
        assert_eq!(reply.status.as_u16(), 400, "{}", reply.body);
    }
    let all = app.settings(&admin).await;
    assert_eq!(all.ok()["bankName"], "");
    assert_eq!(all.ok()["loginFailuresPerAddress"], "5");
    let history = app.settings_changes(&admin).await;
    assert_eq!(history.ok(), &json!([]));
}

#[tokio::test]
async fn every_change_is_recorded_with_who_from_and_to() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let first = json!({"siteName": "技能中心", "bankName": "工行"});
    app.save_settings(&admin, first.clone()).await.ok();
    // Saving the same values again changes nothing and records nothing.
    app.save_settings(&admin, first).await.ok();
    app.save_settings(
        &admin,
        json!({"siteName": "广州技能中心", "bankName": "工行"}),
    )
    .await
    .ok();
    let history = app.settings_changes(&admin).await;
    let rows = history.ok().as_array().unwrap();
    assert_eq!(rows.len(), 3, "{}", history.body);
    assert_eq!(rows[0]["key"], "siteName");
    assert_eq!(rows[0]["from"], "技能中心");
    assert_eq!(rows[0]["to"], "广州技能中心");
    assert!(rows[0]["by"].is_string(), "{}", history.body);
    assert!(rows[0]["at"].as_i64().unwrap() > 0);
    let firsts: Vec<_> = rows[1..].iter().map(|r| r["from"].clone()).collect();
    assert_eq!(firsts, vec![json!(null), json!(null)]);
}

#[tokio::test]
async fn the_login_limits_the_administrator_sets_hold_from_the_next_login() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    app.register("learner01", "13912345678", "a@example.cn", "abcde12345")
        .await
        .ok();
    app.save_settings(
        &admin,
        json!({"loginFailuresPerAddress": "3", "loginLockMinutes": "2"}),
    )
    .await
    .ok();
    for _ in 0..3 {
        app.login("learner01", "wrong-password1")
            .await
            .fails(401, "用户名或密码错误");
    }
    let reply = app.login("learner01", "abcde12345").await;
    assert_eq!(reply.status, 429, "{}", reply.body);
    let wait = reply.data()["retryAfter"].as_u64().unwrap();
    assert!((110..=120).contains(&wait), "{wait}");
    // The lock lasts the minutes set, then the right password works.
    app.advance_clock(std::time::Duration::from_secs(121));
    app.login("learner01", "abcde12345").await.ok();
}

#[tokio::test]
async fn only_settings_managers_read_or_change_the_settings() {
    let app = spawn_app().await;
    let mut callers = vec![(None, 401)];
    let guest = app.guest().await;
    callers.push((Some(guest), 403));
    callers.push((Some(app.learner("learner01", "13900000001").await), 403));
    for role in ["teacher", "reviewer", "finance", "distributor"] {
        callers.push((Some(app.staff(role).await), 403));
    }
    for (who, status) in &callers {
        let caller = who.as_deref();
        let replies = [
            ("settings", app.settings(caller).await),
            (
                "save",
                app.save_settings(caller, json!({"siteName": "x"})).await,
            ),
            ("changes", app.settings_changes(caller).await),
        ];
        for (call, reply) in replies {
            assert_eq!(reply.status.as_u16(), *status, "{call}: {}", reply.body);
        }
        // The wizard's settings need a session; the site name does not.
        let wizard = app.enrolment_settings(who.as_deref()).await;
        assert_eq!(
            wizard.status.as_u16(),
            if who.is_some() { 200 } else { 401 }
        );
        app.site(who.as_deref()).await.ok();
    }
    let site = app.site(None::<&str>).await;
    assert_eq!(site.ok()["siteName"], "");
}

#[tokio::test]
async fn fifty_concurrent_saves_all_land_and_each_is_recorded() {
    let app = spawn_app().await;
    let admin = app.staff("admin").await;
    let saves = (0..50).map(|i| {
        let app = &app;
        let admin = &admin;
        async move {
            app.save_settings(admin, json!({"siteName": format!("中心{i}")}))
                .await
        }
    });
    for reply in join_all(saves).await {
        assert_eq!(reply.status.as_u16(), 200, "{}", reply.body);
    }
    let name = app.site(None::<&str>).await.ok()["siteName"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(name.starts_with("中心"), "{name}");
    let history = app.settings_changes(&admin).await;
    let rows = history.ok().as_array().unwrap();
    assert_eq!(rows.len(), 50);
    // The newest change is the value that stands, and each change starts from the one before.
    assert_eq!(rows[0]["to"], name.as_str());
    for pair in rows.windows(2) {
        assert_eq!(pair[0]["from"], pair[1]["to"]);
    }
}

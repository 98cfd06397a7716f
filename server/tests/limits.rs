//! Rate limits under bursts: however many requests arrive at once, login, SMS codes,
//! registration and guest entry check no more attempts than their limits, and the typos of one
//! exam hall behind one address lock out nobody else.

use std::time::Duration;

use crate::common::{LEARNER_PASSWORD, Reply, TestApp, spawn_app_with};
use futures_util::future::join_all;

/// An app that takes the client address from `X-Forwarded-For`, so tests can call from many.
async fn app() -> TestApp {
    spawn_app_with(|s| s.trust_proxy = true).await
}

/// How many of the replies were checked (answered other than 429 "too many").
fn checked(replies: &[Reply]) -> usize {
    for reply in replies {
        assert!(
            matches!(reply.status.as_u16(), 200 | 401 | 429),
            "{} {}",
            reply.status,
            reply.body
        );
    }
    replies.iter().filter(|r| r.status != 429).count()
}

const HALL: &str = "10.20.30.40";

#[tokio::test]
async fn a_burst_of_guesses_is_checked_at_most_five_times() {
    let app = &app().await;
    app.at(HALL).register("learner01", "13912345678").await.ok();
    let replies = join_all((0..300).map(|i| async move {
        // The right password in the middle of the burst.
        let password = if i == 150 {
            LEARNER_PASSWORD
        } else {
            "wrong-password1"
        };
        app.at(HALL).login("learner01", password).await
    }))
    .await;
    let checked = checked(&replies);
    assert!(checked <= 5, "{checked} of 300 guesses were checked");
    let refused = replies.iter().find(|r| r.status == 429).unwrap();
    assert!(refused.message().starts_with("登录尝试过于频繁"));
    assert!(refused.data()["retryAfter"].as_u64().unwrap() > 0);
}

#[tokio::test]
async fn guesses_from_many_addresses_are_checked_at_most_ten_times() {
    let app = &app().await;
    app.at(HALL).register("learner01", "13912345678").await.ok();
    let replies = join_all((0..100).map(|i| async move {
        app.at(&format!("10.0.{}.{}", i / 200, i % 200 + 1))
            .login("learner01", "wrong-password1")
            .await
    }))
    .await;
    let checked = checked(&replies);
    assert!(checked <= 10, "{checked} of 100 guesses were checked");
    // The account is locked, from any address, with the right password too.
    let reply = app
        .at("10.9.9.9")
        .login("learner01", LEARNER_PASSWORD)
        .await;
    assert_eq!(reply.status, 429, "{}", reply.body);
}

#[tokio::test]
async fn username_phone_and_email_share_one_count() {
    let app = &app().await;
    app.at(HALL).register("learner01", "13912345678").await.ok();
    for login in [
        "learner01",
        "13912345678",
        "learner01@example.cn",
        "learner01",
        "13912345678",
    ] {
        app.at(HALL)
            .login(login, "wrong-password1")
            .await
            .fails(401, "用户名或密码错误");
    }
    let reply = app
        .at(HALL)
        .login("learner01@example.cn", LEARNER_PASSWORD)
        .await;
    assert_eq!(reply.status, 429, "{}", reply.body);
    // Another address is not locked out of the account by these five (but the account's own
    // limit still counts them).
    app.at("10.1.1.1")
        .login("learner01", LEARNER_PASSWORD)
        .await
        .ok();
}

#[tokio::test]
async fn an_exam_hall_behind_one_address_logs_in_after_typos() {
    let app = &app().await;
    // 200 learners with one password hash (creating them through the API would be throttled and
    // slow; the logins below are what is tested).
    let hash = skillcert::auth::password::hash(LEARNER_PASSWORD.to_string())
        .await
        .unwrap();
    for n in 0..200 {
        let new = skillcert::db::users::NewUser {
            username: skillcert::domain::identity::Username::parse(&format!("hall{n:03}")).unwrap(),
            phone: skillcert::domain::identity::Phone::parse(&format!("139{n:08}")),
            email: None,
            password_hash: hash.clone(),
            invite_code: None,
            attribution: None,
        };
        skillcert::db::users::create_user(&app.db, new, &["student"], app.now_ms())
            .await
            .unwrap();
    }
    // 30 of them mistype once.
    let typos = join_all((0..30).map(|n| async move {
        app.at(HALL)
            .login(&format!("hall{n:03}"), "wrong-password1")
            .await
    }))
    .await;
    assert!(typos.iter().all(|r| r.status == 401));
    // Then everyone logs in, 50 at a time.
    for wave in 0..4 {
        let replies = join_all((wave * 50..wave * 50 + 50).map(|n| async move {
            app.at(HALL)
                .login(&format!("hall{n:03}"), LEARNER_PASSWORD)
                .await
        }))
        .await;
        for reply in &replies {
            reply.ok();
        }
    }
}

#[tokio::test]
async fn a_burst_of_sms_sends_sends_one_code_and_an_address_at_most_ten() {
    let app = &app().await;
    app.at(HALL).register("learner01", "13912345678").await.ok();
    let replies = join_all(
        (0..100).map(|_| async move { app.at(HALL).send_sms_code("13912345678", "login").await }),
    )
    .await;
    let sent = replies.iter().filter(|r| r.status == 200).count();
    assert_eq!(sent, 1, "one code per phone per minute");
    assert!(replies.iter().all(|r| r.status == 200 || r.status == 429));

    // The burst went over the address's ten sends: it waits ten minutes for any phone.
    app.at(HALL).register("learner02", "13912345679").await.ok();
    let reply = app.at(HALL).send_sms_code("13912345679", "login").await;
    assert_eq!(reply.status, 429, "{}", reply.body);

    // Twenty phones from another address in a burst: ten sends.
    for n in 0..20 {
        app.at("10.1.1.1")
            .register(&format!("learner{n:02}x"), &format!("137{n:08}"))
            .await
            .ok();
    }
    let replies = join_all((0..20).map(|n| async move {
        app.at("10.2.2.2")
            .send_sms_code(&format!("137{n:08}"), "login")
            .await
    }))
    .await;
    let sent = replies.iter().filter(|r| r.status == 200).count();
    assert_eq!(sent, 10, "ten sends per address in ten minutes");
}

#[tokio::test]
async fn a_burst_of_wrong_codes_is_checked_at_most_five_times() {
    let app = &app().await;
    app.at(HALL).register("learner01", "13912345678").await.ok();
    app.at(HALL)
        .send_sms_code("13912345678", "login")
        .await
        .ok();
    let code = app.sms_code("13912345678").await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let replies = join_all((0..100).map(|_| app.phone_login("13912345678", wrong))).await;
    let wrong_checked = replies
        .iter()
        .filter(|r| r.message() == "验证码错误")
        .count();
    assert!(
        wrong_checked <= 5,
        "{wrong_checked} wrong codes were compared"
    );
    // The code is burnt: the right one no longer works.
    let reply = app.phone_login("13912345678", &code).await;
    assert_eq!(reply.status, 400, "{}", reply.body);
}

#[tokio::test]
async fn registrations_and_guest_entries_are_limited_per_address() {
    let app = &app().await;
    let replies = join_all((0..100).map(|n| async move {
        app.at(HALL)
            .register(&format!("reg{n:03}"), &format!("136{n:08}"))
            .await
    }))
    .await;
    let created = replies.iter().filter(|r| r.status == 200).count();
    assert_eq!(created, 60, "60 accounts per address and hour");
    let refused = replies.iter().find(|r| r.status == 429).unwrap();
    assert!(
        refused.message().starts_with("注册过于频繁"),
        "{}",
        refused.body
    );
    // Another address still registers.
    app.at("10.1.1.1")
        .register("other01", "13511111111")
        .await
        .ok();

    let replies =
        join_all((0..60).map(|_| async move { app.at(HALL).enter_as_guest().await })).await;
    let entered = replies.iter().filter(|r| r.status == 200).count();
    assert_eq!(entered, 30, "30 guest sessions per address in 10 minutes");
    // Ten minutes later the address may enter again.
    app.advance_clock(Duration::from_secs(10 * 60 + 1));
    app.at(HALL).enter_as_guest().await.ok();
}

#[tokio::test]
async fn a_guest_session_lasts_a_day() {
    let app = &app().await;
    let guest = app.guest().await;
    app.advance_clock(Duration::from_secs(23 * 3600));
    app.courses(&guest).await.ok();
    app.advance_clock(Duration::from_secs(3600 + 1));
    let reply = app.courses(&guest).await;
    assert_eq!(reply.status, 401, "{}", reply.body);
}

/// Issue 27 item 7: refused sign-ups count too (200 attempts an hour per address, whatever their
/// answer), so "this phone is taken" cannot be asked at will.
#[tokio::test]
async fn refused_registrations_count_against_the_address() {
    let app = &app().await;
    app.at("10.9.9.9")
        .register("taken01", "13912345678")
        .await
        .ok();
    // Bursts of 50 (the success limit also counts attempts in flight: 60 at once).
    let mut replies = Vec::new();
    for burst in 0..5 {
        replies.extend(
            join_all((0..50).map(|n| async move {
                app.at(HALL)
                    .register(&format!("probe{burst}{n:02}"), "13912345678")
                    .await
            }))
            .await,
        );
    }
    let answered = replies.iter().filter(|r| r.status == 409).count();
    assert_eq!(answered, 200, "200 attempts per address and hour");
    let refused = replies.iter().find(|r| r.status == 429).unwrap();
    assert!(
        refused.message().starts_with("注册过于频繁"),
        "{}",
        refused.body
    );
    // The address is held for the hour, even with a free phone; another address is not.
    assert_eq!(
        app.at(HALL).register("fresh01", "13600000001").await.status,
        429
    );
    app.at("10.1.1.2")
        .register("fresh02", "13600000002")
        .await
        .ok();
    app.advance_clock(Duration::from_secs(3601));
    app.at(HALL).register("fresh03", "13600000003").await.ok();
}

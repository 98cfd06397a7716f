//! Demo data, made through the same domain functions the API uses.

use crate::auth::password;
use crate::db::{self, Db, users::User};
use crate::domain::rules;
use crate::error::{AppError, AppResult, FieldErrors};

/// The password of every demo account (printed by `make run`, listed in the README).
pub const DEMO_PASSWORD: &str = "Skill2026demo";

/// One account per role: (username, role, name, phone).
pub const DEMO_ACCOUNTS: [(&str, &str, &str, &str); 6] = [
    ("admin", "admin", "系统管理员", "13800000001"),
    ("distributor", "distributor", "渠道商演示", "13800000002"),
    ("teacher", "teacher", "王老师", "13800000003"),
    ("finance", "finance", "财务审核演示", "13800000004"),
    ("reviewer", "reviewer", "材料审核演示", "13800000005"),
    ("student", "student", "张同学", "13800000006"),
];

/// Creates an account with one role after checking the same rules as registration.
pub async fn create_account(
    db: &Db,
    username: &str,
    pass: &str,
    phone: &str,
    email: &str,
    role: &str,
) -> AppResult<User> {
    let some = |v: &str| Some(v.to_string());
    let mut errors = FieldErrors::new();
    errors.check("username", rules::username(&some(username)));
    errors.check(
        "phone",
        rules::phone(&some(phone), "请输入手机号", "请输入正确的手机号"),
    );
    errors.check(
        "email",
        rules::email(&some(email), "请输入邮箱", "请输入正确的邮箱格式"),
    );
    errors.check("password", rules::new_password(&some(pass)));
    if let Err(AppError::Validation(_)) = errors.clone().into_result() {
        return Err(AppError::Internal(anyhow::anyhow!(
            "invalid account data: {errors:?}"
        )));
    }
    let new = db::users::NewUser {
        username: username.into(),
        phone: some(phone),
        email: some(&email.to_lowercase()),
        password_hash: password::hash(pass.into()).await?,
        invite_code: None,
    };
    db::users::create_user(db, new, &[role]).await
}

/// Demo accounts, when the database holds no account yet besides the guest.
pub async fn demo(db: &Db) -> anyhow::Result<()> {
    if db::users::find_by_login(db, DEMO_ACCOUNTS[0].0)
        .await?
        .is_some()
    {
        println!("demo data already present");
    } else {
        for (username, role, name, phone) in DEMO_ACCOUNTS {
            let user = create_account(
                db,
                username,
                DEMO_PASSWORD,
                phone,
                &format!("{username}@skillcert.cn"),
                role,
            )
            .await?;
            let change = db::users::ProfileChange {
                name: Some(name.into()),
                ..Default::default()
            };
            db::users::update_profile(db, user.id, change).await?;
        }
    }
    println!("demo accounts (password {DEMO_PASSWORD}):");
    for (username, role, _, phone) in DEMO_ACCOUNTS {
        println!("  {role:<12} username {username:<12} phone {phone}");
    }
    println!("  guest        the 游客登录 button on /login (no password)");
    Ok(())
}

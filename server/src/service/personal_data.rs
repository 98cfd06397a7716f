//! A person's copy of everything the platform holds about them (个人信息保护法 第四十五条), from
//! 个人中心: one .zip with `说明.txt` (what each part holds), `data/<table>.json` (their rows of
//! each table as stored, the ID number plain — see `db::personal_data` for what is in and what is
//! left out) and `files/<id>-<name>` (the bytes of every file kept for them: documents, ID-card
//! images, payment proofs, camera stills). Streamed, one file at a time; 5 downloads an hour per
//! account, two made at a time on an instance; each download is recorded in the audit log.

use std::fmt::Write as _;

use crate::auth::Session;
use crate::db;
use crate::db::audit::about_account;
use crate::documents::zip_stream::{safe, zip_stream};
use crate::domain::audit::Kind;
use crate::domain::calendar;
use crate::error::{AppError, AppResult};
use crate::refusals;
use crate::service::{AppState, audit, limits};

/// The caller's data as a .zip: its file name and the body, filled while it is sent.
pub async fn export(state: &AppState, session: &Session) -> AppResult<(String, axum::body::Body)> {
    limits::PERSONAL_DATA
        .take(state, &session.user_id.to_string())
        .await?;
    // Each holds a person's rows in memory while their files are sent: two at a time.
    static MAKING: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(2);
    let turn = MAKING.acquire().await.map_err(anyhow::Error::from)?;
    let data = db::personal_data::of(&state.db, session.user_id)
        .await?
        .ok_or_else(|| AppError::NotFound(refusals::USER_NOT_FOUND.into()))?;
    let rows: usize = data.tables.iter().map(|t| t.rows.len()).sum();
    let label = format!(
        "{}（{} 条记录，{} 个文件）",
        db::audit::account_label(&data.account),
        rows,
        data.files.len()
    );
    let entry = about_account(&data.account, Kind::Export, "下载个人数据").label(label);
    audit::read_personal(state, session, entry).await?;

    let now = state.clock.now_ms();
    let mut readme = format!(
        "个人数据副本\n账号：{}\n生成时间：{}\n\n本压缩包是平台保存的与您有关的全部数据。\n\n\
         data/ 下每个 JSON 文件是数据库中一张表里与您有关的记录，字段名与数据库一致，\
         时间为毫秒时间戳（1970 年起）：\n",
        data.account.username,
        calendar::datetime_of_ms(now)
    );
    for table in &data.tables {
        let _ = writeln!(
            readme,
            "  {}.json　{}，{} 条",
            table.name,
            table.about,
            table.rows.len()
        );
    }
    readme.push_str(
        "\nfiles/ 下是为您保存的文件（报名材料、证件照片、缴费凭证、学习与考试抓拍照片等），\
         文件名以 files.json 中的编号开头。\n\n\
         未包含：密码与登录令牌的摘要（无法还原）、短信验证码、工作人员编写的课程与试题、\
         他人对您账号操作时的 IP 地址。\n",
    );

    let file_name = format!(
        "个人数据-{}-{}.zip",
        safe(&data.account.username),
        calendar::date_of_ms(now)
    );
    let (zip, body) = zip_stream("personal data");
    let storage = state.storage.clone();
    tokio::spawn(async move {
        let _turn = turn;
        if !zip.add("说明.txt".into(), readme.into_bytes()).await {
            return;
        }
        for table in data.tables {
            let json = serde_json::to_vec_pretty(&table.rows).expect("rows serialise");
            if !zip.add(format!("data/{}.json", table.name), json).await {
                return;
            }
        }
        for file in data.files {
            let bytes = match storage.read_all(&file.sha256).await {
                Ok(Some(bytes)) => bytes,
                // Bytes already purged (a retention period ended meanwhile): the record says so.
                Ok(None) => continue,
                Err(err) => return zip.fail(err.to_string()).await,
            };
            let name = format!("files/{}-{}", file.id, safe(&file.name));
            if !zip.add(name, bytes).await {
                return;
            }
        }
        zip.finish().await;
    });
    Ok((file_name, body))
}

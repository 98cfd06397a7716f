//! The question bank organised for drawing: 知识点 that nest, difficulty and tags, bulk moves,
//! and banks imported from the .xlsx template or a .docx paper (a preview with each row's
//! errors, then all or nothing) and exported again.

use std::io::Cursor;

use crate::common::{TestApp, sheet_rows, spawn_app};
use serde_json::{Value, json};

const HEADER: [&str; 14] = [
    "题型",
    "题干",
    "选项A",
    "选项B",
    "选项C",
    "选项D",
    "选项E",
    "选项F",
    "正确答案",
    "分值",
    "解析",
    "知识点",
    "难度",
    "标签",
];

/// A workbook whose first sheet holds the header and these rows.
fn workbook(rows: &[Vec<&str>]) -> Vec<u8> {
    let mut book = rust_xlsxwriter::Workbook::new();
    let sheet = book.add_worksheet();
    for (col, title) in HEADER.iter().enumerate() {
        sheet.write_string(0, col as u16, *title).unwrap();
    }
    for (r, cells) in rows.iter().enumerate() {
        for (col, text) in cells.iter().enumerate() {
            sheet.write_string(r as u32 + 1, col as u16, *text).unwrap();
        }
    }
    book.save_to_buffer().unwrap()
}

/// The same archive with a directory entry before each part, as WPS, LibreOffice and scripts
/// write workbooks (its first bytes no longer look like Excel's).
fn repacked_with_directories(bytes: &[u8]) -> Vec<u8> {
    use std::io::{Read, Write};
    let mut from = zip::ZipArchive::new(Cursor::new(bytes)).unwrap();
    let mut out = Vec::new();
    {
        let mut to = zip::ZipWriter::new(Cursor::new(&mut out));
        let options = zip::write::SimpleFileOptions::default();
        let mut made = std::collections::BTreeSet::new();
        for i in 0..from.len() {
            let mut entry = from.by_index(i).unwrap();
            let name = entry.name().unwrap().to_string();
            if let Some((dir, _)) = name.rsplit_once('/')
                && made.insert(dir.to_string())
            {
                to.add_directory(format!("{dir}/"), options).unwrap();
            }
            let mut data = Vec::new();
            entry.read_to_end(&mut data).unwrap();
            to.start_file(name, options).unwrap();
            to.write_all(&data).unwrap();
        }
        to.finish().unwrap();
    }
    out
}

/// A .docx whose paragraphs are these lines.
fn paper(lines: &[&str]) -> Vec<u8> {
    let mut doc = docx_rs::Docx::new();
    for line in lines {
        doc = doc
            .add_paragraph(docx_rs::Paragraph::new().add_run(docx_rs::Run::new().add_text(*line)));
    }
    let mut bytes = Vec::new();
    doc.build().pack(Cursor::new(&mut bytes)).unwrap();
    bytes
}

async fn upload_bank(app: &TestApp, who: &str, name: &str, bytes: Vec<u8>) -> i64 {
    app.upload(who, "question-import", name, bytes).await.id()
}

fn ids_of(list: &Value) -> Vec<i64> {
    let mut ids: Vec<i64> = list["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["id"].as_i64().unwrap())
        .collect();
    ids.sort_unstable();
    ids
}

#[tokio::test]
async fn categories_nest_and_refuse_circles_twins_strangers_and_deleting_what_is_filed() {
    let app = spawn_app().await;
    let a = app.account("teacherA", "teacher").await;
    let b = app.account("teacherB", "teacher").await;
    let electric = app
        .create_category(&a, json!({"name": "电工基础"}))
        .await
        .id();
    let safety = app
        .create_category(&a, json!({"name": " 安全用电 ", "parentId": electric}))
        .await
        .id();
    let high = app
        .create_category(&a, json!({"name": "高压", "parentId": safety}))
        .await
        .id();

    app.create_category(&b, json!({"name": "安全用电", "parentId": electric}))
        .await
        .fails(409, "同一级下已有同名知识点");
    app.create_category(&a, json!({"name": "a/b"}))
        .await
        .fails(400, "知识点名称不能包含“/”或控制字符");
    app.create_category(&a, json!({"name": "x", "parentId": 987_654}))
        .await
        .fails(400, "知识点不存在");
    app.update_category(&a, electric, json!({"name": "电工基础", "parentId": high}))
        .await
        .fails(400, "不能把知识点移到它自己或它的下级之下");
    app.update_category(
        &b,
        safety,
        json!({"name": "用电安全", "parentId": electric}),
    )
    .await
    .fails(403, "只能修改自己创建的知识点");
    let mut parent = high;
    for depth in 4..=5 {
        parent = app
            .create_category(
                &a,
                json!({"name": format!("第{depth}级"), "parentId": parent}),
            )
            .await
            .id();
    }
    app.create_category(&a, json!({"name": "第6级", "parentId": parent}))
        .await
        .fails(400, "知识点最多分5级");

    // B files a question under A's category: the tree is the centre's, the counts each one's own.
    let q = app
        .create_question(&b, json!({"type": "JUDGE", "content": "湿手不能操作开关。", "answer": true, "categoryId": high}))
        .await
        .id();
    let list = app.question_categories(&b).await;
    let entry = |id: i64| -> Value {
        list.ok()["categories"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["id"] == id)
            .cloned()
            .unwrap()
    };
    assert_eq!(entry(high)["path"], "电工基础/安全用电/高压");
    assert_eq!(entry(high)["count"], 1);
    assert_eq!(entry(electric)["count"], 0);
    assert_eq!(
        entry(electric)["total"],
        1,
        "what lies below counts in the total"
    );
    assert_eq!(entry(electric)["editable"], false, "B did not make it");
    assert_eq!(
        app.question_categories(&a).await.ok()["categories"][0]["total"],
        0
    );

    app.delete_category(&a, safety)
        .await
        .fails(409, "该知识点下还有题目或下级知识点，不能删除");
    let five = parent;
    app.delete_category(&a, five).await.ok();
    app.delete_question(&b, q).await.ok();
    let renamed = app
        .update_category(&a, safety, json!({"name": "用电安全", "parentId": 0}))
        .await;
    assert_eq!(renamed.ok()["parentId"], Value::Null, "moved to the top");
    let list = app.question_categories(&a).await;
    let paths: Vec<&str> = list.ok()["categories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["path"].as_str().unwrap())
        .collect();
    assert!(paths.contains(&"用电安全/高压/第4级"), "{paths:?}");

    let learner = app.learner("learner01", "13912345678").await;
    app.question_categories(&learner)
        .await
        .fails(403, "无权访问");
    app.create_category(None, json!({"name": "x"}))
        .await
        .fails(401, "请先登录");
}

#[tokio::test]
async fn questions_are_filtered_by_category_difficulty_and_tag_and_moved_in_bulk() {
    let app = spawn_app().await;
    let a = app.account("teacherA", "teacher").await;
    let b = app.account("teacherB", "teacher").await;
    let electric = app
        .create_category(&a, json!({"name": "电工基础"}))
        .await
        .id();
    let safety = app
        .create_category(&a, json!({"name": "安全用电", "parentId": electric}))
        .await
        .id();
    let judge = |content: &str, extra: Value| {
        let mut body = json!({"type": "JUDGE", "content": content, "answer": true});
        body.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        body
    };
    let q1 = app
        .create_question(&a, judge("一", json!({"categoryId": electric, "difficulty": 1, "tags": ["基础", " 基础 ", "电压"]})))
        .await;
    assert_eq!(q1.ok()["tags"], json!(["基础", "电压"]));
    assert_eq!(q1.ok()["difficulty"], 1);
    let q1 = q1.id();
    let q2 = app
        .create_question(
            &a,
            judge(
                "二",
                json!({"categoryId": safety, "difficulty": 3, "tags": ["安全"]}),
            ),
        )
        .await
        .id();
    let q3 = app.create_question(&a, judge("三", json!({}))).await;
    assert_eq!(q3.ok()["difficulty"], 2, "中 by default");
    let q3 = q3.id();
    let theirs = app
        .create_question(&b, judge("四", json!({"categoryId": electric})))
        .await
        .id();

    let q = |query: &str| {
        let app = &app;
        let a = a.clone();
        let query = query.to_string();
        async move { ids_of(app.questions_where(&a, &query).await.ok()) }
    };
    assert_eq!(
        q(&format!("categoryId={electric}")).await,
        vec![q1, q2],
        "with what lies below"
    );
    assert_eq!(q(&format!("categoryId={safety}")).await, vec![q2]);
    assert_eq!(q("categoryId=0").await, vec![q3]);
    assert_eq!(q("difficulty=3").await, vec![q2]);
    assert_eq!(q("tag=电压").await, vec![q1]);
    let list = app.questions(&a).await;
    assert_eq!(list.ok()["tags"].as_array().unwrap().len(), 3);

    app.create_question(
        &a,
        judge(
            "五",
            json!({"difficulty": 4, "tags": ["一二三四五六七八九十一二三四五六七八九十一"]}),
        ),
    )
    .await
    .fails(400, "难度须为易、中或难");
    app.create_question(&a, judge("五", json!({"categoryId": 987_654})))
        .await
        .fails(400, "知识点不存在");

    // An edit that leaves them out keeps them; one that names them changes them.
    let kept = app
        .update_question(
            &a,
            q2,
            json!({"type": "JUDGE", "content": "二（改）", "answer": false}),
        )
        .await;
    assert_eq!(kept.ok()["categoryId"], safety);
    assert_eq!(kept.ok()["difficulty"], 3);
    assert_eq!(kept.ok()["tags"], json!(["安全"]));
    let cleared = app
        .update_question(
            &a,
            q2,
            json!({"type": "JUDGE", "content": "二", "answer": false, "categoryId": 0, "tags": []}),
        )
        .await;
    assert_eq!(cleared.ok()["categoryId"], Value::Null);
    assert_eq!(cleared.ok()["tags"], json!([]));

    // A move is all or nothing: a stranger's question among them moves none.
    app.move_questions(&a, json!({"ids": [q1, q2, theirs], "categoryId": safety}))
        .await
        .fails(403, "只能编辑自己的题目");
    assert_eq!(q(&format!("categoryId={safety}")).await, Vec::<i64>::new());
    app.move_questions(&a, json!({"ids": [q1, 987_654], "categoryId": safety}))
        .await
        .fails(404, "题目不存在");
    app.move_questions(&a, json!({"ids": [], "categoryId": safety}))
        .await
        .fails(400, "请选择要移动的题目");
    let many: Vec<i64> = (1..=501).collect();
    app.move_questions(&a, json!({"ids": many, "categoryId": safety}))
        .await
        .fails(400, "一次最多移动500道题");
    let moved = app
        .move_questions(&a, json!({"ids": [q1, q2, q3], "categoryId": safety}))
        .await;
    assert_eq!(moved.ok()["moved"], 3);
    assert_eq!(q(&format!("categoryId={safety}")).await, vec![q1, q2, q3]);
    let admin = app.staff("admin").await;
    assert_eq!(
        app.move_questions(&admin, json!({"ids": [q1, theirs], "categoryId": 0}))
            .await
            .ok()["moved"],
        2,
        "administrators move anyone's"
    );
    app.move_questions(&b, json!({"ids": [theirs]})).await.ok();
    let learner = app.learner("learner01", "13912345678").await;
    app.move_questions(&learner, json!({"ids": [q1]}))
        .await
        .fails(403, "无权访问");
}

#[tokio::test]
async fn an_xlsx_bank_is_previewed_row_by_row_and_imported_all_or_nothing() {
    let app = spawn_app().await;
    let a = app.account("teacherA", "teacher").await;
    let existing = app
        .create_category(&a, json!({"name": "电工基础"}))
        .await
        .id();

    let template = sheet_rows(app.question_template(&a).await).await;
    assert_eq!(
        template,
        vec![HEADER.map(String::from).to_vec()],
        "the header only: nothing to import by mistake"
    );

    let good = vec![
        vec![
            "单选题",
            "我国交流电的频率是？",
            "50Hz",
            "60Hz",
            "",
            "",
            "",
            "",
            "A",
            "2",
            "工频50赫兹",
            "电工基础/交流电",
            "易",
            "工频",
        ],
        vec![
            "多选题",
            "哪些是导体？",
            "铜",
            "铝",
            "橡胶",
            "",
            "",
            "",
            "A,B",
            "4",
            "",
            "电工基础",
            "中",
            "材料，导体",
        ],
        vec![
            "判断题",
            "湿手可以操作开关。",
            "",
            "",
            "",
            "",
            "",
            "",
            "错",
            "",
            "",
            "安全用电",
            "",
            "",
        ],
        vec![
            "填空题",
            "电阻的单位是____。",
            "",
            "",
            "",
            "",
            "",
            "",
            "欧姆|Ω",
            "",
            "",
            "",
            "难",
            "",
        ],
        vec![
            "简答题",
            "简述触电急救。",
            "",
            "",
            "",
            "",
            "",
            "",
            "先断电再施救",
            "10",
            "",
            "安全用电/急救",
            "",
            "",
        ],
    ];
    let mut with_errors = good.clone();
    with_errors.push(vec!["作文题", "x"]);
    with_errors.push(vec!["单选题", "", "a", "b", "", "", "", "", "C", "200"]);
    with_errors.push(vec!["判断题", "铜是导体", "", "", "", "", "", "", "也许"]);

    let before = app.questions(&a).await.ok()["totalCount"].clone();
    let file = upload_bank(&app, &a, "题库.xlsx", workbook(&with_errors)).await;
    let preview = app.preview_import(&a, file).await;
    let p = preview.ok();
    assert_eq!(p["format"], "xlsx");
    assert_eq!(p["total"], 8);
    assert_eq!(p["errorCount"], 3);
    assert_eq!(
        p["newCategories"],
        json!(["电工基础/交流电", "安全用电", "安全用电/急救"])
    );
    let rows = p["rows"].as_array().unwrap();
    assert_eq!(rows[0]["at"], 2, "sheet rows, the header being row 1");
    assert_eq!(rows[0]["type"], "CHOICE");
    assert_eq!(rows[0]["category"], "电工基础/交流电");
    assert!(rows[..5].iter().all(|r| r["errors"] == json!([])));
    let messages = |i: usize| -> Vec<String> {
        rows[i]["errors"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                format!(
                    "{}:{}",
                    e["field"].as_str().unwrap(),
                    e["message"].as_str().unwrap()
                )
            })
            .collect()
    };
    assert_eq!(
        messages(5),
        ["type:题型无法识别，应为单选题、多选题、判断题、填空题或简答题"]
    );
    assert_eq!(
        messages(6),
        [
            "score:分值须为1到100的整数",
            "content:请输入题目内容",
            "answer:正确答案必须是已有选项"
        ]
    );
    assert_eq!(messages(7), ["answer:判断题答案须为“对”或“错”"]);
    assert_eq!(rows[7]["at"], 9);

    app.import_questions(&a, file)
        .await
        .fails(400, "有3道题存在错误，未导入任何题目");
    assert_eq!(
        app.questions(&a).await.ok()["totalCount"],
        before,
        "nothing was imported"
    );
    assert_eq!(
        app.question_categories(&a).await.ok()["categories"]
            .as_array()
            .unwrap()
            .len(),
        1
    );

    let file = upload_bank(&app, &a, "题库.xlsx", workbook(&good)).await;
    let done = app.import_questions(&a, file).await;
    assert_eq!(done.ok()["imported"], 5);
    let categories = app.question_categories(&a).await;
    let id_of = |path: &str| -> i64 {
        categories.ok()["categories"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["path"] == path)
            .unwrap_or_else(|| panic!("{path}"))["id"]
            .as_i64()
            .unwrap()
    };
    assert_eq!(
        id_of("电工基础"),
        existing,
        "an existing 知识点 is used, not made again"
    );
    let list = app
        .questions_where(&a, &format!("categoryId={}", id_of("电工基础")))
        .await;
    let questions = list.ok()["questions"].as_array().unwrap();
    assert_eq!(questions.len(), 2);
    let multiple = questions
        .iter()
        .find(|q| q["content"] == "哪些是导体？")
        .unwrap();
    assert_eq!(multiple["metadata"]["isMultiple"], true);
    assert_eq!(multiple["answer"], json!(["A", "B"]));
    assert_eq!(multiple["tags"], json!(["导体", "材料"]));
    assert_eq!(multiple["score"], 4);
    let fill = app.questions_where(&a, "type=FILL").await;
    assert_eq!(fill.ok()["questions"][0]["answer"], json!(["欧姆", "Ω"]));
    assert_eq!(fill.ok()["questions"][0]["difficulty"], 3);

    // The export of a category reads back as the template (and would import again).
    let exported = sheet_rows(
        app.export_questions(&a, &format!("categoryId={}", id_of("电工基础")))
            .await,
    )
    .await;
    assert_eq!(exported[0], HEADER.map(String::from).to_vec());
    assert_eq!(exported.len(), 3);
    assert_eq!(
        exported[1][..14],
        [
            "单选题",
            "我国交流电的频率是？",
            "50Hz",
            "60Hz",
            "",
            "",
            "",
            "",
            "A",
            "2",
            "工频50赫兹",
            "电工基础/交流电",
            "易",
            "工频"
        ]
    );
    assert_eq!(exported[2][8], "AB");
    let whole = sheet_rows(app.export_questions(&a, "").await).await;
    assert_eq!(whole.len(), 6);
    let b = app.account("teacherB", "teacher").await;
    assert_eq!(
        sheet_rows(app.export_questions(&b, "").await).await.len(),
        1,
        "B's bank is empty"
    );
    assert_eq!(
        app.export_questions(&a, "categoryId=987654").await.status(),
        404
    );
}

#[tokio::test]
async fn a_word_paper_in_the_usual_layout_is_imported() {
    let app = spawn_app().await;
    let a = app.account("teacherA", "teacher").await;
    let doc = paper(&[
        "电工上岗证理论考试",
        "一、单项选择题（每题2分）",
        "1. 我国交流电的频率是",
        "A. 50Hz  B. 60Hz  C. 100Hz",
        "答案：A",
        "解析：我国工频为50赫兹。",
        "知识点：电工基础/交流电",
        "二、多项选择题",
        "2、下列属于导体的是",
        "A．铜",
        "B．铝",
        "C．橡胶",
        "答案：AB",
        "三、判断题",
        "3. 湿手可以操作开关。",
        "答案：×",
        "四、填空题",
        "4. 电阻的单位是____。",
        "答案：欧姆",
        "五、简答题",
        "5. 简述触电急救的步骤。",
        "答案：先切断电源，",
        "再进行施救。",
    ]);
    let file = upload_bank(&app, &a, "试卷.docx", doc).await;
    let preview = app.preview_import(&a, file).await;
    let p = preview.ok();
    assert_eq!(p["format"], "docx");
    assert_eq!(p["errorCount"], 0, "{p}");
    let types: Vec<(&str, bool)> = p["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["type"].as_str().unwrap(),
                r["isMultiple"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        types,
        [
            ("CHOICE", false),
            ("CHOICE", true),
            ("JUDGE", false),
            ("FILL", false),
            ("SHORT", false)
        ]
    );
    assert_eq!(
        p["rows"][0]["at"], 3,
        "the paragraph where the question starts"
    );
    assert_eq!(app.import_questions(&a, file).await.ok()["imported"], 5);
    let short = app.questions_where(&a, "type=SHORT").await;
    assert_eq!(
        short.ok()["questions"][0]["answer"],
        "先切断电源，\n再进行施救。"
    );
    let choice = app.questions_where(&a, "search=频率").await;
    assert_eq!(
        choice.ok()["questions"][0]["score"],
        2,
        "the section's 每题2分"
    );
    assert_eq!(
        choice.ok()["questions"][0]["explanation"],
        "我国工频为50赫兹。"
    );

    let broken = paper(&["1. 没有答案的单选题", "A. 甲 B. 乙"]);
    let file = upload_bank(&app, &a, "坏卷.docx", broken).await;
    let preview = app.preview_import(&a, file).await;
    assert_eq!(
        preview.ok()["rows"][0]["errors"][0]["message"],
        "请选择正确答案"
    );
    let nothing = paper(&["这是一份通知，不是试卷。"]);
    let file = upload_bank(&app, &a, "通知.docx", nothing).await;
    app.preview_import(&a, file)
        .await
        .fails(400, "文件中没有找到题目");
}

#[tokio::test]
async fn imports_read_only_the_callers_own_bank_files_and_are_limited() {
    let app = spawn_app().await;
    let a = app.account("teacherA", "teacher").await;
    let b = app.account("teacherB", "teacher").await;
    let bytes = workbook(&[vec!["判断题", "铜是导体", "", "", "", "", "", "", "对"]]);
    let file = upload_bank(&app, &a, "题库.xlsx", bytes.clone()).await;
    app.preview_import(&b, file)
        .await
        .fails(403, "无权访问此文件");
    let admin = app.staff("admin").await;
    app.preview_import(&admin, file)
        .await
        .fails(403, "无权访问此文件");
    let learner = app.learner("learner01", "13912345678").await;
    app.upload(&learner, "question-import", "题库.xlsx", bytes.clone())
        .await
        .fails(403, "无权上传此类文件");
    app.preview_import(&learner, file)
        .await
        .fails(403, "无权访问");
    app.preview_import(None, file).await.fails(401, "请先登录");

    // A workbook whose first entries are not in Excel's order is still a workbook.
    let repacked = repacked_with_directories(&bytes);
    let other = upload_bank(&app, &a, "wps.xlsx", repacked).await;
    assert_eq!(app.preview_import(&a, other).await.ok()["total"], 1);

    // A spreadsheet uploaded for another use is not a bank to import.
    let material = app
        .upload(&a, "material", "表.xlsx", bytes.clone())
        .await
        .id();
    app.preview_import(&a, material)
        .await
        .fails(400, "请上传题库导入文件");
    let headless = {
        let mut book = rust_xlsxwriter::Workbook::new();
        book.add_worksheet().write_string(0, 0, "姓名").unwrap();
        book.save_to_buffer().unwrap()
    };
    let file = upload_bank(&app, &a, "名单.xlsx", headless).await;
    app.preview_import(&a, file)
        .await
        .fails(400, "未找到表头：第一行须包含“题型”和“题干”");
    app.preview_import(&a, 987_654)
        .await
        .fails(404, "文件不存在");

    // A burst of 50 reads: the account's 30 in 10 minutes hold (4 are spent above).
    let file = upload_bank(&app, &a, "题库.xlsx", bytes).await;
    let replies =
        futures_util::future::join_all((0..50).map(|_| app.preview_import(&a, file))).await;
    let ok = replies.iter().filter(|r| r.status == 200).count();
    let throttled = replies.iter().filter(|r| r.status == 429).count();
    assert_eq!((ok, throttled), (26, 24));
    replies
        .iter()
        .find(|r| r.status == 429)
        .unwrap()
        .fails(429, "导入过于频繁，请稍后再试");
    app.preview_import(
        &b,
        upload_bank(
            &app,
            &b,
            "b.xlsx",
            workbook(&[vec!["判断题", "x", "", "", "", "", "", "", "对"]]),
        )
        .await,
    )
    .await
    .ok();
}

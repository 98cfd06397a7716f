//! `/api/v0`: every resource router and the OpenAPI document that describes them.

pub mod dev;
pub mod sms;
pub mod user;

use axum::Router;
use axum::routing::get;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

use crate::state::AppState;

pub fn router(dev: bool) -> Router<AppState> {
    let mut api = Router::new()
        .merge(user::router())
        .merge(sms::router())
        .route(
            "/openapi.json",
            get(|| async { axum::Json(ApiDoc::openapi()) }),
        );
    if dev {
        api = api.merge(dev::router());
    }
    api.fallback(|| async { crate::error::AppError::NotFound("接口不存在".into()) })
}

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "skillcert API",
        version = "0",
        description = "Every JSON answer is an envelope {\"code\":0,\"message\":\"ok\",\"data\":…}. \
Errors set the HTTP status (400 validation with data.fields, 401 no or expired session, 403 wrong role \
or not your object, 404, 409 conflict with data.fields, 413, 422, 429 with data.retryAfter seconds, 500) \
and a non-zero code with a Chinese message. The schemas below describe `data`. \
Times are milliseconds since the epoch; dates of birth are YYYY-MM-DD."
    ),
    modifiers(&BearerAuth),
    paths(
        user::register, user::login, user::guest, user::logout, user::me, user::update_me,
        user::change_password, user::delete_account, user::phone_login, user::reset_password,
        sms::send_code, sms::verify_code, dev::outbox,
    ),
    tags(
        (name = "user", description = "Accounts, sessions and profiles"),
        (name = "sms", description = "SMS verification codes (expire after 5 minutes, one send per phone per 60 s, 5 wrong tries burn a code)"),
        (name = "dev", description = "Only with --dev"),
    )
)]
pub struct ApiDoc;

//! Every rate limit of the product in one table, and the one way to apply them: an attempt is
//! reserved in the database (`db::throttle`) before the work it limits, so the limits hold under
//! any burst and across server instances.

use crate::db::{self, throttle::Policy};
use crate::error::{AppError, AppResult};
use crate::refusals::{self, Refusal};
use crate::service::AppState;
use crate::service::settings;

/// A limit: what it counts (the prefix of its keys), how much, and what a refused caller reads.
pub struct Limit {
    name: &'static str,
    policy: Policy,
    refusal: Refusal,
}

const MINUTE: i64 = 60_000;

/// Password login, per (client address, account): 5 failures in 15 minutes lock the pair for
/// 15 minutes, unless the administrator set other numbers (`service::settings`, which passes
/// them to `take_under`). A typo in an exam hall locks out nobody else.
pub const LOGIN_PAIR: Limit = Limit {
    name: "login:pair",
    policy: Policy {
        limit: settings::DEFAULT_LOGIN_FAILURES_PER_ADDRESS as i32,
        window_ms: settings::DEFAULT_LOGIN_LOCK_MINUTES * MINUTE,
        lock_ms: settings::DEFAULT_LOGIN_LOCK_MINUTES * MINUTE,
    },
    refusal: refusals::LOGIN_THROTTLED,
};

/// Password login, per account from any address: 10 failures in 15 minutes lock the account for
/// 15 minutes (guessing one password from many addresses); also set by the administrator.
pub const LOGIN_ACCOUNT: Limit = Limit {
    name: "login:account",
    policy: Policy {
        limit: settings::DEFAULT_LOGIN_FAILURES_PER_ACCOUNT as i32,
        window_ms: settings::DEFAULT_LOGIN_LOCK_MINUTES * MINUTE,
        lock_ms: settings::DEFAULT_LOGIN_LOCK_MINUTES * MINUTE,
    },
    refusal: refusals::LOGIN_THROTTLED,
};

/// Password login, per client address over all accounts (spraying): failures (and attempts in
/// flight) count. From the 50th on each failure is answered a little later
/// (`login_failure_delay`); 300 in 15 minutes lock the address for 15 minutes — far above what a
/// room of learners mistypes.
pub const LOGIN_ADDRESS: Limit = Limit {
    name: "login:address",
    policy: Policy {
        limit: 300,
        window_ms: 15 * MINUTE,
        lock_ms: 15 * MINUTE,
    },
    refusal: refusals::LOGIN_THROTTLED,
};
/// How long a failed login waits before its answer, by its number in the address's window: 100 ms
/// per failure from the 50th on, at most 3 s. Successful logins never wait.
pub fn login_failure_delay(in_window: i32) -> std::time::Duration {
    let over = u64::try_from(in_window - 49).unwrap_or_default();
    std::time::Duration::from_millis((over * 100).min(3_000))
}

/// Question bank imports (previews and commits), per account: 30 in 10 minutes. Reading a
/// workbook of thousands of rows takes a second of a core.
pub const QUESTION_IMPORT: Limit = Limit {
    name: "question:import",
    policy: Policy {
        limit: 30,
        window_ms: 10 * MINUTE,
        lock_ms: 0,
    },
    refusal: refusals::QUESTION_IMPORT_THROTTLED,
};

/// Learner imports (previews and commits), per account: 30 in 10 minutes. Reading 5 000 rows
/// and checking them against the accounts takes a second or two.
pub const LEARNER_IMPORT: Limit = Limit {
    name: "learner:import",
    policy: Policy {
        limit: 30,
        window_ms: 10 * MINUTE,
        lock_ms: 0,
    },
    refusal: refusals::IMPORT_THROTTLED,
};

/// SMS codes, per phone: one send in 60 s.
pub const SMS_PHONE: Limit = Limit {
    name: "sms:phone",
    policy: Policy {
        limit: 1,
        window_ms: crate::sms::RESEND_INTERVAL_MS,
        lock_ms: 0,
    },
    refusal: refusals::SMS_THROTTLED,
};

/// SMS codes, per client address: 10 sends in 10 minutes, then 10 minutes' wait.
pub const SMS_ADDRESS: Limit = Limit {
    name: "sms:address",
    policy: Policy {
        limit: 10,
        window_ms: 10 * MINUTE,
        lock_ms: 10 * MINUTE,
    },
    refusal: refusals::SMS_THROTTLED,
};

/// Registrations, per client address: 60 accounts in an hour (a class registering in one room
/// fits; a script does not), then an hour's wait.
pub const REGISTER_ADDRESS: Limit = Limit {
    name: "register:address",
    policy: Policy {
        limit: 60,
        window_ms: 60 * MINUTE,
        lock_ms: 60 * MINUTE,
    },
    refusal: refusals::REGISTER_THROTTLED,
};

/// Registration attempts, per client address, whatever their answer: 200 in an hour, then an
/// hour's wait. Refused sign-ups count too, so "this phone is taken" cannot be asked of the server
/// at will.
pub const REGISTER_ATTEMPTS: Limit = Limit {
    name: "register:attempts",
    policy: Policy {
        limit: 200,
        window_ms: 60 * MINUTE,
        lock_ms: 60 * MINUTE,
    },
    refusal: refusals::REGISTER_THROTTLED,
};

/// Searches of learners by a whole phone number, per caller who sees phones masked
/// (distributors, career desks): 30 in an hour, then an hour's wait, so the hidden digits cannot
/// be found by trying numbers.
pub const PHONE_LOOKUP: Limit = Limit {
    name: "phone:lookup",
    policy: Policy {
        limit: 30,
        window_ms: 60 * MINUTE,
        lock_ms: 60 * MINUTE,
    },
    refusal: refusals::PHONE_LOOKUP_THROTTLED,
};

/// Public certificate verifications, per client address: 30 in 10 minutes, then 10 minutes'
/// wait, so serial numbers and names cannot be tried at speed.
pub const CERTIFICATE_VERIFY: Limit = Limit {
    name: "certificate:verify",
    policy: Policy {
        limit: 30,
        window_ms: 10 * MINUTE,
        lock_ms: 10 * MINUTE,
    },
    refusal: refusals::CERTIFICATE_VERIFY_THROTTLED,
};

/// Counts a search of learners by `text` when it is a whole phone number (`PHONE_LOOKUP`).
pub async fn phone_lookup(state: &AppState, caller: i64, text: Option<&str>) -> AppResult<()> {
    if text.is_some_and(|t| crate::domain::identity::is_phone(t.trim())) {
        PHONE_LOOKUP.take(state, &caller.to_string()).await?;
    }
    Ok(())
}

/// Guest sessions, per client address: 30 in 10 minutes, then 10 minutes' wait.
pub const GUEST_ADDRESS: Limit = Limit {
    name: "guest:address",
    policy: Policy {
        limit: 30,
        window_ms: 10 * MINUTE,
        lock_ms: 10 * MINUTE,
    },
    refusal: refusals::GUEST_THROTTLED,
};

/// A person's download of everything held about them, per account: 5 in an hour (each reads all
/// their rows and files).
pub const PERSONAL_DATA: Limit = Limit {
    name: "personal:data",
    policy: Policy {
        limit: 5,
        window_ms: 60 * MINUTE,
        lock_ms: 0,
    },
    refusal: refusals::PERSONAL_DATA_THROTTLED,
};

impl Limit {
    fn key(&self, subject: &str) -> String {
        db::throttle::key(self.name, subject)
    }

    /// Reserves one attempt for `subject`: the attempt's number in the window, or 429 with the
    /// seconds to wait.
    pub async fn take(&self, state: &AppState, subject: &str) -> AppResult<i32> {
        self.take_under(state, subject, &self.policy).await
    }

    /// `take` with another policy than the built-in one (limits the administrator sets).
    pub async fn take_under(
        &self,
        state: &AppState,
        subject: &str,
        policy: &Policy,
    ) -> AppResult<i32> {
        let now = state.clock.now_ms();
        match db::throttle::reserve(&state.db, &self.key(subject), policy, now).await? {
            Ok(hits) => Ok(hits),
            Err(ms) => {
                metrics::counter!(crate::metrics::RATE_LIMITED, "limit" => self.name).increment(1);
                let secs = (ms.max(0) as u64).div_ceil(1000).max(1);
                Err(AppError::TooManyRequests {
                    message: self.refusal.with("seconds", secs),
                    retry_after_secs: secs,
                })
            }
        }
    }

    /// Gives one reserved attempt back: it did not count.
    pub async fn give_back(&self, state: &AppState, subject: &str) -> AppResult<()> {
        Ok(db::throttle::release(&state.db, &self.key(subject)).await?)
    }

    /// Forgets the subject's attempts.
    pub async fn clear(&self, state: &AppState, subject: &str) -> AppResult<()> {
        Ok(db::throttle::reset(&state.db, &self.key(subject)).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failed_logins_slow_down_from_the_fiftieth() {
        assert_eq!(login_failure_delay(1).as_millis(), 0);
        assert_eq!(login_failure_delay(49).as_millis(), 0);
        assert_eq!(login_failure_delay(50).as_millis(), 100);
        assert_eq!(login_failure_delay(60).as_millis(), 1_100);
        assert_eq!(login_failure_delay(299).as_millis(), 3_000);
    }
}

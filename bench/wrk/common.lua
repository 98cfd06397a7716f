-- Shared by the bench scripts: session tokens of many distinct learners and a JSON summary.
local M = {}

-- Lines "uid username token" written by `skillcert seed --bench`.
function M.learners(limit)
  local list = {}
  for line in io.lines(os.getenv("BENCH_TOKENS")) do
    local uid, name, token = line:match("(%d+) (%S+) (%S+)")
    list[#list + 1] = { uid = uid, name = name, token = token }
    if limit and #list >= limit then break end
  end
  return list
end

function M.split(value, sep)
  local out = {}
  for part in string.gmatch(value or "", "[^" .. sep .. "]+") do out[#out + 1] = part end
  return out
end

function M.auth(token, extra)
  local headers = { ["Authorization"] = "Bearer " .. token }
  for k, v in pairs(extra or {}) do headers[k] = v end
  return headers
end

-- One machine-readable line for bench/report.py.
function M.done(summary, latency)
  local e = summary.errors
  io.write(string.format(
    'BENCH {"requests":%d,"duration_us":%d,"errors":%d,"status_errors":%d,"p50_us":%d,"p99_us":%d}\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
end

return M

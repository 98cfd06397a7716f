-- One phase of the exam session (BENCH_PHASE = start | answers | submit) for BENCH_LEARNERS
-- distinct learners split between the threads; a thread stops once each of its learners got an
-- answer. Extra requests near the end repeat an idempotent call for an already-served learner.
package.path = os.getenv("BENCH_DIR") .. "/wrk/?.lua;" .. package.path
local common = require("common")

local threads = {}
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("tid", counter)
  table.insert(threads, thread)
end

local mine, next_index, answered
local exam = os.getenv("BENCH_EXAM")
local phase = os.getenv("BENCH_PHASE")
local qids = common.split(os.getenv("BENCH_QIDS"), ",")

local function answers_json()
  local parts = {}
  for i, q in ipairs(qids) do
    local kind = (i - 1) % 5
    local answer
    if kind == 0 then answer = '{"selected":["A"]}'
    elseif kind == 1 then answer = '{"selected":["A","C"]}'
    elseif kind == 2 then answer = '{"value":true}'
    elseif kind == 3 then answer = '{"text":"答案"}'
    else answer = '{"text":"我的回答"}' end
    parts[#parts + 1] = string.format('"%s":%s', q, answer)
  end
  return '{"answers":{' .. table.concat(parts, ",") .. '}}'
end
local body = answers_json()

function init(args)
  local all = common.learners(tonumber(os.getenv("BENCH_LEARNERS")))
  local nthreads = tonumber(os.getenv("BENCH_THREADS"))
  mine, next_index, answered = {}, 0, 0
  for i, who in ipairs(all) do
    if (i - 1) % nthreads == tid - 1 then mine[#mine + 1] = who end
  end
end

request = function()
  next_index = next_index + 1
  local who = mine[((next_index - 1) % #mine) + 1]
  local headers = common.auth(who.token, { ["Content-Type"] = "application/json" })
  if phase == "start" then
    return wrk.format("POST", "/api/v0/exam/" .. exam .. "/start", headers, "{}")
  elseif phase == "answers" then
    return wrk.format("PUT", "/api/v0/exam/" .. exam .. "/answers", headers, body)
  else
    return wrk.format("POST", "/api/v0/exam/" .. exam .. "/submit", headers, body)
  end
end

response = function(status, headers, body)
  answered = answered + 1
  if answered >= #mine then wrk.thread:stop() end
end

done = common.done

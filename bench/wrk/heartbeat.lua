-- POST a study heartbeat (a text lesson read with the page in front) for the bench learners'
-- open study sessions (bench-study.txt, "uid session item token" per line). The sessions are
-- split between the threads and taken in turn, so a session's heartbeat numbers only grow and
-- its next heartbeat comes after those of the thread's other sessions.
package.path = os.getenv("BENCH_DIR") .. "/wrk/?.lua;" .. package.path
local common = require("common")

local counter = 0
function setup(thread)
  thread:set("tid", counter)
  counter = counter + 1
end

local mine, turn

function init(args)
  local nthreads = tonumber(os.getenv("BENCH_THREADS"))
  mine, turn = {}, 0
  local n = 0
  for line in io.lines(os.getenv("BENCH_STUDY")) do
    local _, session, item, token = line:match("(%d+) (%d+) (%d+) (%S+)")
    if n % nthreads == tid then
      mine[#mine + 1] = { session = session, item = item, token = token, seq = 0 }
    end
    n = n + 1
  end
end

request = function()
  turn = turn % #mine + 1
  local s = mine[turn]
  s.seq = s.seq + 1
  local body = string.format(
    '{"seq":%d,"itemId":%s,"playing":false,"visible":true,"focused":true,"rate":1,"lastInputAgeMs":1000}',
    s.seq, s.item)
  local headers = common.auth(s.token, { ["Content-Type"] = "application/json" })
  return wrk.format("POST", "/api/v0/study/session/" .. s.session .. "/beat", headers, body)
end

done = common.done

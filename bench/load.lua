-- wrk script for bench/load.sh: counts non-2xx answers across threads and prints one RESULT line.
-- With MIX=1 each request is the next of MIX_SIZE different searches (default 200) drawn from
-- 25 keywords x 8 locations x 5 countries; every keyword, location and country appears.

local threads = {}
local keywords = {
  "software developer", "software engineer", "python developer", "java developer", "devops engineer",
  "data engineer", "data scientist", "data analyst", "cloud architect", "cloud engineer",
  "cybersecurity analyst", "security engineer", "full stack developer", "frontend developer",
  "backend developer", "react developer", "site reliability engineer", "network engineer",
  "ux designer", "it project manager", "scrum master", "machine learning engineer", "golang",
  "kubernetes", "qa engineer",
}
local locations = { "", "New York", "London", "Toronto", "Sydney", "Berlin", "Remote", "Austin" }
local countries = { "us", "gb", "ca", "au", "de" }

local function encode(text)
  return (text:gsub(" ", "+"))
end

function setup(thread)
  table.insert(threads, thread)
  thread:set("offset", #threads * 97)
end

function init(args)
  non2xx = 0
  counter = 0
  mix = os.getenv("MIX") == "1"
  mix_size = tonumber(os.getenv("MIX_SIZE") or "200")
end

function request()
  if not mix then
    return wrk.format("GET", wrk.path)
  end
  counter = counter + 1
  local n = (counter + offset) % mix_size
  local keyword = keywords[n % #keywords + 1]
  local location = locations[math.floor(n / #keywords) % #locations + 1]
  local country = countries[(n + math.floor(n / (#keywords * #locations))) % #countries + 1]
  local path = "/api/jobs/search?keyword=" .. encode(keyword) .. "&country=" .. country
  if location ~= "" then
    path = path .. "&location=" .. encode(location)
  end
  return wrk.format("GET", path)
end

function response(status, headers, body)
  if status < 200 or status > 299 then
    non2xx = non2xx + 1
  end
end

function done(summary, latency, requests)
  local bad = 0
  for _, thread in ipairs(threads) do
    bad = bad + thread:get("non2xx")
  end
  local seconds = summary.duration / 1e6
  io.write(string.format(
    "RESULT rps=%.1f requests=%d non2xx=%d errors=%d p50_ms=%.1f p99_ms=%.1f\n",
    summary.requests / seconds, summary.requests, bad,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000
  ))
end

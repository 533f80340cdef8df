"""The JSON API: one NinjaAPI, one router per resource."""

from ninja import NinjaAPI

from itjobs.accounts.api import account_router, auth_router
from itjobs.accounts.verification_api import router as email_verification_router
from itjobs.alerts.api import router as alerts_router
from itjobs.companies.api import router as companies_router
from itjobs.content.api import router as content_router
from itjobs.core.cache_control import private_answers, public_answers
from itjobs.core.errors import install_service_errors
from itjobs.core.request_checks import install_request_checks
from itjobs.core.validation import install_validation_errors
from itjobs.employers.api import router as employers_router
from itjobs.jobs.api import router as jobs_router
from itjobs.saved.api import router as saved_jobs_router
from itjobs.sources.api import router as sources_router
from itjobs.web.api import router as pages_router

api = NinjaAPI(title="IT Jobs Info API", version="1.0.0", urls_namespace="api")
install_request_checks(api)  # JSON object bodies, no NUL or lone surrogate in any text, JSON for oversized requests
install_validation_errors(api)  # 422 bodies with one message per field
install_service_errors(api)  # services' errors (itjobs.core.errors): {"detail": message} with their status
# The same for everyone: a validator, 304s, and a short life in shared caches.
api.add_router("/pages", public_answers(pages_router))
api.add_router("/content", public_answers(content_router))
api.add_router("/jobs", public_answers(jobs_router))
api.add_router("/companies", public_answers(companies_router))
api.add_router("/sources", public_answers(sources_router))
# Personal answers (session, account, verification, company, posts): `Cache-Control: private, no-store`.
api.add_router("/auth", private_answers(auth_router))
api.add_router("/account", private_answers(account_router))
api.add_router("/email-verification", private_answers(email_verification_router))
api.add_router("/employers", private_answers(employers_router))
api.add_router("/saved-jobs", private_answers(saved_jobs_router))
api.add_router("/alerts", private_answers(alerts_router))

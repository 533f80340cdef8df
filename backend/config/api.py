"""The JSON API: one NinjaAPI, one router per resource."""

from ninja import NinjaAPI

from itjobs.accounts.api import account_router, auth_router
from itjobs.accounts.verification_api import router as email_verification_router
from itjobs.content.api import router as content_router
from itjobs.core.errors import install_service_errors
from itjobs.core.validation import install_validation_errors
from itjobs.employers.api import router as employers_router
from itjobs.jobs.api import router as jobs_router
from itjobs.sources.api import router as sources_router
from itjobs.web.api import router as pages_router

api = NinjaAPI(title="IT Jobs Info API", version="1.0.0", urls_namespace="api")
install_validation_errors(api)  # 422 bodies with one message per field
install_service_errors(api)  # services' errors (itjobs.core.errors): {"detail": message} with their status
api.add_router("/pages", pages_router)
api.add_router("/content", content_router)
api.add_router("/jobs", jobs_router)
api.add_router("/sources", sources_router)
api.add_router("/auth", auth_router)
api.add_router("/account", account_router)
api.add_router("/email-verification", email_verification_router)
api.add_router("/employers", employers_router)

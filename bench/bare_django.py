"""The baseline bench/load.sh measures the site against: a bare hello-world Django, in its own process.

One JSON view and only Django's SecurityMiddleware, CommonMiddleware, CsrfViewMiddleware and
XFrameOptionsMiddleware, none of the project's own code or middleware. Served by
gunicorn with the same workers as the site: `gunicorn --chdir bench bare_django:application`.
"""

from django.conf import settings
from django.core.wsgi import get_wsgi_application
from django.http import HttpRequest, JsonResponse
from django.urls import path

settings.configure(
    DEBUG=False,
    ALLOWED_HOSTS=["127.0.0.1", "localhost"],
    ROOT_URLCONF=__name__,
    SECRET_KEY="bench-only-bare-django-not-a-secret",  # noqa: S106 - a throwaway local baseline
    INSTALLED_APPS=[],
    MIDDLEWARE=[
        "django.middleware.security.SecurityMiddleware",
        "django.middleware.common.CommonMiddleware",
        "django.middleware.csrf.CsrfViewMiddleware",
        "django.middleware.clickjacking.XFrameOptionsMiddleware",
    ],
)


def hello(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"hello": "world"})


urlpatterns = [path("", hello)]
application = get_wsgi_application()

"""Scenes for the alert tests: jobs ingested at a moment, alerts made and confirmed through the API."""

import re
from typing import Any
from urllib.parse import unquote

from django.core import mail
from django.test import Client

from itjobs.accounts.tests.factories import send
from itjobs.alerts.models import Alert
from itjobs.jobs.services import jobs_ingest
from itjobs.jobs.tests.factories import normalized_job

SEARCH = {"keyword": "python developer", "location": "Seattle", "country": "us"}


def ingest(now, *records: Any) -> None:
    jobs_ingest(jobs=list(records), now=now)


def python_jobs(count: int, **overrides: Any) -> list[Any]:
    return [normalized_job(**overrides) for _ in range(count)]


def token_in(text: str, path: str) -> str:
    match = re.search(rf"{path}\?token=([^\s\"<>]+)", text)
    assert match, text
    return unquote(match.group(1))


def create_signed_out(client: Client, email: str = "ann@example.com", ip: str = "127.0.0.1", **search: Any) -> Any:
    body = {**SEARCH, **search, "email": email, "frequency": "daily"}
    return send(client, "post", "/api/alerts", body, REMOTE_ADDR=ip)


def confirmed_alert(client: Client, email: str = "ann@example.com", **search: Any) -> Alert:
    """An alert made signed out and confirmed from its mail."""
    mail.outbox.clear()
    assert create_signed_out(client, email, **search).status_code == 201
    token = token_in(text_of(mail.outbox[-1]), "/alerts/confirm")
    assert send(client, "post", "/api/alerts/confirm", {"token": token}).status_code == 200
    mail.outbox.clear()
    return Alert.objects.get(email=email)


def text_of(message: Any) -> str:
    return str(message.body)


def html_of(message: Any) -> str:
    return str(message.alternatives[0][0])


def digests() -> list[Any]:
    return [message for message in mail.outbox if "List-Unsubscribe" in message.extra_headers]


def listed_titles(message: Any) -> list[str]:
    return re.findall(r'font-weight:bold;color:#1d4ed8;text-decoration:none">([^<]+)</a>', html_of(message))

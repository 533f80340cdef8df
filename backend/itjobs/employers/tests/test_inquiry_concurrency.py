"""Two inquiries sent at the same moment are both stored and both e-mailed."""

import threading
from datetime import timedelta

import pytest
from django.core import mail
from django.db import connection
from django.test import Client
from django.utils import timezone

from itjobs.accounts.tests.factories import send
from itjobs.employers.inquiries import inquiry_form_token
from itjobs.employers.models import Inquiry

pytestmark = pytest.mark.django_db(transaction=True)


def test_it_stores_simultaneous_inquiries(db):
    barrier = threading.Barrier(4)
    statuses: list[int] = []
    token = inquiry_form_token(now=timezone.now() - timedelta(seconds=10))

    def worker(n: int) -> None:
        try:
            body = {
                "name": f"Sender {n}",
                "company": f"Company {n}",
                "email": f"sender{n}@example.com",
                "privacy_consent": True,
                "form_token": token,
            }
            barrier.wait()
            statuses.append(send(Client(), "post", "/api/employers/inquiries", body).status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert statuses == [201] * 4
    assert sorted(Inquiry.objects.values_list("name", flat=True)) == [f"Sender {n}" for n in range(4)]
    assert len(mail.outbox) == 4

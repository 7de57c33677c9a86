from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.paginated_memory_or_belief_list import PaginatedMemoryOrBeliefList
from ...models.v1_memories_list_outcome import V1MemoriesListOutcome
from ...models.v1_memories_list_review import V1MemoriesListReview
from ...models.v1_memories_list_status_item import V1MemoriesListStatusItem
from ...models.v1_memories_list_type_item import V1MemoriesListTypeItem
from ...types import UNSET, Unset
from typing import cast
import datetime


def _get_kwargs(
    *,
    as_of: datetime.datetime | Unset = UNSET,
    min_importance: float | Unset = UNSET,
    observed_after: datetime.datetime | Unset = UNSET,
    observed_before: datetime.datetime | Unset = UNSET,
    outcome: V1MemoriesListOutcome | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    pinned: bool | Unset = UNSET,
    q: str | Unset = UNSET,
    review: V1MemoriesListReview | Unset = UNSET,
    slot: str | Unset = UNSET,
    status: list[V1MemoriesListStatusItem] | Unset = UNSET,
    subject: str | Unset = UNSET,
    type_: list[V1MemoriesListTypeItem] | Unset = UNSET,
    user: str | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_as_of: str | Unset = UNSET
    if not isinstance(as_of, Unset):
        json_as_of = as_of.isoformat()
    params["as_of"] = json_as_of

    params["min_importance"] = min_importance

    json_observed_after: str | Unset = UNSET
    if not isinstance(observed_after, Unset):
        json_observed_after = observed_after.isoformat()
    params["observed_after"] = json_observed_after

    json_observed_before: str | Unset = UNSET
    if not isinstance(observed_before, Unset):
        json_observed_before = observed_before.isoformat()
    params["observed_before"] = json_observed_before

    json_outcome: str | Unset = UNSET
    if not isinstance(outcome, Unset):
        json_outcome = outcome.value

    params["outcome"] = json_outcome

    params["page"] = page

    params["page_size"] = page_size

    params["pinned"] = pinned

    params["q"] = q

    json_review: str | Unset = UNSET
    if not isinstance(review, Unset):
        json_review = review.value

    params["review"] = json_review

    params["slot"] = slot

    json_status: list[str] | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = []
        for status_item_data in status:
            status_item = status_item_data.value
            json_status.append(status_item)

    params["status"] = json_status

    params["subject"] = subject

    json_type_: list[str] | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = []
        for type_item_data in type_:
            type_item = type_item_data.value
            json_type_.append(type_item)

    params["type"] = json_type_

    params["user"] = user

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/memories/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaginatedMemoryOrBeliefList | None:
    if response.status_code == 200:
        response_200 = PaginatedMemoryOrBeliefList.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 414:
        response_414 = Error.from_dict(response.json())

        return response_414

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PaginatedMemoryOrBeliefList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    as_of: datetime.datetime | Unset = UNSET,
    min_importance: float | Unset = UNSET,
    observed_after: datetime.datetime | Unset = UNSET,
    observed_before: datetime.datetime | Unset = UNSET,
    outcome: V1MemoriesListOutcome | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    pinned: bool | Unset = UNSET,
    q: str | Unset = UNSET,
    review: V1MemoriesListReview | Unset = UNSET,
    slot: str | Unset = UNSET,
    status: list[V1MemoriesListStatusItem] | Unset = UNSET,
    subject: str | Unset = UNSET,
    type_: list[V1MemoriesListTypeItem] | Unset = UNSET,
    user: str | Unset = UNSET,
) -> Response[Error | PaginatedMemoryOrBeliefList]:
    """The app's memories; with ``user`` and ``as_of``, every memory of that user as it stood
    then (``BeliefSerializer``: content, status, strength and review state at that moment).

    Args:
        as_of (datetime.datetime | Unset):
        min_importance (float | Unset):
        observed_after (datetime.datetime | Unset):
        observed_before (datetime.datetime | Unset):
        outcome (V1MemoriesListOutcome | Unset):
        page (int | Unset):
        page_size (int | Unset):
        pinned (bool | Unset):
        q (str | Unset):
        review (V1MemoriesListReview | Unset):
        slot (str | Unset):
        status (list[V1MemoriesListStatusItem] | Unset):
        subject (str | Unset):
        type_ (list[V1MemoriesListTypeItem] | Unset):
        user (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedMemoryOrBeliefList]
    """

    kwargs = _get_kwargs(
        as_of=as_of,
        min_importance=min_importance,
        observed_after=observed_after,
        observed_before=observed_before,
        outcome=outcome,
        page=page,
        page_size=page_size,
        pinned=pinned,
        q=q,
        review=review,
        slot=slot,
        status=status,
        subject=subject,
        type_=type_,
        user=user,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    as_of: datetime.datetime | Unset = UNSET,
    min_importance: float | Unset = UNSET,
    observed_after: datetime.datetime | Unset = UNSET,
    observed_before: datetime.datetime | Unset = UNSET,
    outcome: V1MemoriesListOutcome | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    pinned: bool | Unset = UNSET,
    q: str | Unset = UNSET,
    review: V1MemoriesListReview | Unset = UNSET,
    slot: str | Unset = UNSET,
    status: list[V1MemoriesListStatusItem] | Unset = UNSET,
    subject: str | Unset = UNSET,
    type_: list[V1MemoriesListTypeItem] | Unset = UNSET,
    user: str | Unset = UNSET,
) -> Error | PaginatedMemoryOrBeliefList | None:
    """The app's memories; with ``user`` and ``as_of``, every memory of that user as it stood
    then (``BeliefSerializer``: content, status, strength and review state at that moment).

    Args:
        as_of (datetime.datetime | Unset):
        min_importance (float | Unset):
        observed_after (datetime.datetime | Unset):
        observed_before (datetime.datetime | Unset):
        outcome (V1MemoriesListOutcome | Unset):
        page (int | Unset):
        page_size (int | Unset):
        pinned (bool | Unset):
        q (str | Unset):
        review (V1MemoriesListReview | Unset):
        slot (str | Unset):
        status (list[V1MemoriesListStatusItem] | Unset):
        subject (str | Unset):
        type_ (list[V1MemoriesListTypeItem] | Unset):
        user (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedMemoryOrBeliefList
    """

    return sync_detailed(
        client=client,
        as_of=as_of,
        min_importance=min_importance,
        observed_after=observed_after,
        observed_before=observed_before,
        outcome=outcome,
        page=page,
        page_size=page_size,
        pinned=pinned,
        q=q,
        review=review,
        slot=slot,
        status=status,
        subject=subject,
        type_=type_,
        user=user,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    as_of: datetime.datetime | Unset = UNSET,
    min_importance: float | Unset = UNSET,
    observed_after: datetime.datetime | Unset = UNSET,
    observed_before: datetime.datetime | Unset = UNSET,
    outcome: V1MemoriesListOutcome | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    pinned: bool | Unset = UNSET,
    q: str | Unset = UNSET,
    review: V1MemoriesListReview | Unset = UNSET,
    slot: str | Unset = UNSET,
    status: list[V1MemoriesListStatusItem] | Unset = UNSET,
    subject: str | Unset = UNSET,
    type_: list[V1MemoriesListTypeItem] | Unset = UNSET,
    user: str | Unset = UNSET,
) -> Response[Error | PaginatedMemoryOrBeliefList]:
    """The app's memories; with ``user`` and ``as_of``, every memory of that user as it stood
    then (``BeliefSerializer``: content, status, strength and review state at that moment).

    Args:
        as_of (datetime.datetime | Unset):
        min_importance (float | Unset):
        observed_after (datetime.datetime | Unset):
        observed_before (datetime.datetime | Unset):
        outcome (V1MemoriesListOutcome | Unset):
        page (int | Unset):
        page_size (int | Unset):
        pinned (bool | Unset):
        q (str | Unset):
        review (V1MemoriesListReview | Unset):
        slot (str | Unset):
        status (list[V1MemoriesListStatusItem] | Unset):
        subject (str | Unset):
        type_ (list[V1MemoriesListTypeItem] | Unset):
        user (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedMemoryOrBeliefList]
    """

    kwargs = _get_kwargs(
        as_of=as_of,
        min_importance=min_importance,
        observed_after=observed_after,
        observed_before=observed_before,
        outcome=outcome,
        page=page,
        page_size=page_size,
        pinned=pinned,
        q=q,
        review=review,
        slot=slot,
        status=status,
        subject=subject,
        type_=type_,
        user=user,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    as_of: datetime.datetime | Unset = UNSET,
    min_importance: float | Unset = UNSET,
    observed_after: datetime.datetime | Unset = UNSET,
    observed_before: datetime.datetime | Unset = UNSET,
    outcome: V1MemoriesListOutcome | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    pinned: bool | Unset = UNSET,
    q: str | Unset = UNSET,
    review: V1MemoriesListReview | Unset = UNSET,
    slot: str | Unset = UNSET,
    status: list[V1MemoriesListStatusItem] | Unset = UNSET,
    subject: str | Unset = UNSET,
    type_: list[V1MemoriesListTypeItem] | Unset = UNSET,
    user: str | Unset = UNSET,
) -> Error | PaginatedMemoryOrBeliefList | None:
    """The app's memories; with ``user`` and ``as_of``, every memory of that user as it stood
    then (``BeliefSerializer``: content, status, strength and review state at that moment).

    Args:
        as_of (datetime.datetime | Unset):
        min_importance (float | Unset):
        observed_after (datetime.datetime | Unset):
        observed_before (datetime.datetime | Unset):
        outcome (V1MemoriesListOutcome | Unset):
        page (int | Unset):
        page_size (int | Unset):
        pinned (bool | Unset):
        q (str | Unset):
        review (V1MemoriesListReview | Unset):
        slot (str | Unset):
        status (list[V1MemoriesListStatusItem] | Unset):
        subject (str | Unset):
        type_ (list[V1MemoriesListTypeItem] | Unset):
        user (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedMemoryOrBeliefList
    """

    return (
        await asyncio_detailed(
            client=client,
            as_of=as_of,
            min_importance=min_importance,
            observed_after=observed_after,
            observed_before=observed_before,
            outcome=outcome,
            page=page,
            page_size=page_size,
            pinned=pinned,
            q=q,
            review=review,
            slot=slot,
            status=status,
            subject=subject,
            type_=type_,
            user=user,
        )
    ).parsed

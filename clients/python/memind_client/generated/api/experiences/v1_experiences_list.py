from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error import Error
from ...models.paginated_experience_list import PaginatedExperienceList
from ...models.v1_experiences_list_kind_item import V1ExperiencesListKindItem
from ...models.v1_experiences_list_result_item import V1ExperiencesListResultItem
from ...models.v1_experiences_list_status_item import V1ExperiencesListStatusItem
from ...types import UNSET, Unset
from typing import cast
import datetime


def _get_kwargs(
    *,
    component: str | Unset = UNSET,
    created_after: datetime.datetime | Unset = UNSET,
    created_before: datetime.datetime | Unset = UNSET,
    kind: list[V1ExperiencesListKindItem] | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    result: list[V1ExperiencesListResultItem] | Unset = UNSET,
    run_id: str | Unset = UNSET,
    status: list[V1ExperiencesListStatusItem] | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["component"] = component

    json_created_after: str | Unset = UNSET
    if not isinstance(created_after, Unset):
        json_created_after = created_after.isoformat()
    params["created_after"] = json_created_after

    json_created_before: str | Unset = UNSET
    if not isinstance(created_before, Unset):
        json_created_before = created_before.isoformat()
    params["created_before"] = json_created_before

    json_kind: list[str] | Unset = UNSET
    if not isinstance(kind, Unset):
        json_kind = []
        for kind_item_data in kind:
            kind_item = kind_item_data.value
            json_kind.append(kind_item)

    params["kind"] = json_kind

    params["page"] = page

    params["page_size"] = page_size

    json_result: list[str] | Unset = UNSET
    if not isinstance(result, Unset):
        json_result = []
        for result_item_data in result:
            result_item = result_item_data.value
            json_result.append(result_item)

    params["result"] = json_result

    params["run_id"] = run_id

    json_status: list[str] | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = []
        for status_item_data in status:
            status_item = status_item_data.value
            json_status.append(status_item)

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/experiences/",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PaginatedExperienceList | None:
    if response.status_code == 200:
        response_200 = PaginatedExperienceList.from_dict(response.json())

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
) -> Response[Error | PaginatedExperienceList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    component: str | Unset = UNSET,
    created_after: datetime.datetime | Unset = UNSET,
    created_before: datetime.datetime | Unset = UNSET,
    kind: list[V1ExperiencesListKindItem] | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    result: list[V1ExperiencesListResultItem] | Unset = UNSET,
    run_id: str | Unset = UNSET,
    status: list[V1ExperiencesListStatusItem] | Unset = UNSET,
) -> Response[Error | PaginatedExperienceList]:
    """Experiences of the calling app. Task outcomes come from runs; manual lessons are POSTed.

    Args:
        component (str | Unset):
        created_after (datetime.datetime | Unset):
        created_before (datetime.datetime | Unset):
        kind (list[V1ExperiencesListKindItem] | Unset):
        page (int | Unset):
        page_size (int | Unset):
        result (list[V1ExperiencesListResultItem] | Unset):
        run_id (str | Unset):
        status (list[V1ExperiencesListStatusItem] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedExperienceList]
    """

    kwargs = _get_kwargs(
        component=component,
        created_after=created_after,
        created_before=created_before,
        kind=kind,
        page=page,
        page_size=page_size,
        result=result,
        run_id=run_id,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    component: str | Unset = UNSET,
    created_after: datetime.datetime | Unset = UNSET,
    created_before: datetime.datetime | Unset = UNSET,
    kind: list[V1ExperiencesListKindItem] | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    result: list[V1ExperiencesListResultItem] | Unset = UNSET,
    run_id: str | Unset = UNSET,
    status: list[V1ExperiencesListStatusItem] | Unset = UNSET,
) -> Error | PaginatedExperienceList | None:
    """Experiences of the calling app. Task outcomes come from runs; manual lessons are POSTed.

    Args:
        component (str | Unset):
        created_after (datetime.datetime | Unset):
        created_before (datetime.datetime | Unset):
        kind (list[V1ExperiencesListKindItem] | Unset):
        page (int | Unset):
        page_size (int | Unset):
        result (list[V1ExperiencesListResultItem] | Unset):
        run_id (str | Unset):
        status (list[V1ExperiencesListStatusItem] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedExperienceList
    """

    return sync_detailed(
        client=client,
        component=component,
        created_after=created_after,
        created_before=created_before,
        kind=kind,
        page=page,
        page_size=page_size,
        result=result,
        run_id=run_id,
        status=status,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    component: str | Unset = UNSET,
    created_after: datetime.datetime | Unset = UNSET,
    created_before: datetime.datetime | Unset = UNSET,
    kind: list[V1ExperiencesListKindItem] | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    result: list[V1ExperiencesListResultItem] | Unset = UNSET,
    run_id: str | Unset = UNSET,
    status: list[V1ExperiencesListStatusItem] | Unset = UNSET,
) -> Response[Error | PaginatedExperienceList]:
    """Experiences of the calling app. Task outcomes come from runs; manual lessons are POSTed.

    Args:
        component (str | Unset):
        created_after (datetime.datetime | Unset):
        created_before (datetime.datetime | Unset):
        kind (list[V1ExperiencesListKindItem] | Unset):
        page (int | Unset):
        page_size (int | Unset):
        result (list[V1ExperiencesListResultItem] | Unset):
        run_id (str | Unset):
        status (list[V1ExperiencesListStatusItem] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PaginatedExperienceList]
    """

    kwargs = _get_kwargs(
        component=component,
        created_after=created_after,
        created_before=created_before,
        kind=kind,
        page=page,
        page_size=page_size,
        result=result,
        run_id=run_id,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    component: str | Unset = UNSET,
    created_after: datetime.datetime | Unset = UNSET,
    created_before: datetime.datetime | Unset = UNSET,
    kind: list[V1ExperiencesListKindItem] | Unset = UNSET,
    page: int | Unset = UNSET,
    page_size: int | Unset = UNSET,
    result: list[V1ExperiencesListResultItem] | Unset = UNSET,
    run_id: str | Unset = UNSET,
    status: list[V1ExperiencesListStatusItem] | Unset = UNSET,
) -> Error | PaginatedExperienceList | None:
    """Experiences of the calling app. Task outcomes come from runs; manual lessons are POSTed.

    Args:
        component (str | Unset):
        created_after (datetime.datetime | Unset):
        created_before (datetime.datetime | Unset):
        kind (list[V1ExperiencesListKindItem] | Unset):
        page (int | Unset):
        page_size (int | Unset):
        result (list[V1ExperiencesListResultItem] | Unset):
        run_id (str | Unset):
        status (list[V1ExperiencesListStatusItem] | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PaginatedExperienceList
    """

    return (
        await asyncio_detailed(
            client=client,
            component=component,
            created_after=created_after,
            created_before=created_before,
            kind=kind,
            page=page,
            page_size=page_size,
            result=result,
            run_id=run_id,
            status=status,
        )
    ).parsed

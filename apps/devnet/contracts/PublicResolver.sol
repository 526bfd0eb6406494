// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IENSOwner {
    function owner(bytes32 node) external view returns (address);
    function isApprovedForAll(address owner_, address operator) external view returns (bool);
}

/// An on-chain ENS resolver for the Portico devnet with the profiles an ENS primary name needs:
/// `addr` (EIP-137, coin type 60), `name` (EIP-181, the reverse record) and `text` (EIP-634, e.g.
/// `avatar`). Only the registry owner of a node (or its approved operator) writes its records.
/// Written for Portico after the interface of ENS's MIT-licensed PublicResolver.
contract PublicResolver {
    IENSOwner public immutable ens;

    mapping(bytes32 => address) private addresses;
    mapping(bytes32 => string) private names;
    mapping(bytes32 => mapping(string => string)) private texts;

    event AddrChanged(bytes32 indexed node, address a);
    event NameChanged(bytes32 indexed node, string name);
    event TextChanged(bytes32 indexed node, string indexed indexedKey, string key, string value);

    modifier authorised(bytes32 node) {
        address nodeOwner = ens.owner(node);
        require(
            nodeOwner == msg.sender || ens.isApprovedForAll(nodeOwner, msg.sender), "PublicResolver: not authorised"
        );
        _;
    }

    constructor(IENSOwner ens_) {
        ens = ens_;
    }

    function setAddr(bytes32 node, address a) external authorised(node) {
        addresses[node] = a;
        emit AddrChanged(node, a);
    }

    function setName(bytes32 node, string calldata name_) external authorised(node) {
        names[node] = name_;
        emit NameChanged(node, name_);
    }

    function setText(bytes32 node, string calldata key, string calldata value) external authorised(node) {
        texts[node][key] = value;
        emit TextChanged(node, key, key, value);
    }

    function addr(bytes32 node) external view returns (address) {
        return addresses[node];
    }

    function name(bytes32 node) external view returns (string memory) {
        return names[node];
    }

    function text(bytes32 node, string calldata key) external view returns (string memory) {
        return texts[node][key];
    }

    function supportsInterface(bytes4 interfaceId) external pure returns (bool) {
        return interfaceId == 0x01ffc9a7 // ERC-165
            || interfaceId == 0x3b3b57de // addr(bytes32)
            || interfaceId == 0x691f3431 // name(bytes32)
            || interfaceId == 0x59d1d43c; // text(bytes32,string)
    }
}
